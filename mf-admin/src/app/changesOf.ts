const instant = (v: unknown) => (v ? Date.parse(String(v)) : null);

/**
 * What a save of a versioned record sends: the fields of `next` that differ from the record as loaded. Times
 * (the keys `isTime` matches) are compared as instants, as the server may write the same time another way.
 */
export function changesOf<T extends object>(loaded: object, next: T, isTime: RegExp): Partial<T> {
  const was = loaded as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(next).filter(([k, v]) => (isTime.test(k) ? instant(v) !== instant(was[k]) : v !== was[k])),
  ) as Partial<T>;
}
