const DRAWN_MAX = 500;

/**
 * The pictures made last, by what they show: drawing and encoding take milliseconds of the
 * server's CPU, and every new visitor asks for the same few banners and covers. Oldest out first.
 */
export function drawnStore<T>() {
  const drawn = new Map<string, T>();
  return {
    get(key: unknown[], make: () => T): T {
      const k = JSON.stringify(key);
      let value = drawn.get(k);
      if (value === undefined) {
        value = make();
        if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
        drawn.set(k, value);
      }
      return value;
    },
    forget: (key: unknown[]) => drawn.delete(JSON.stringify(key)),
  };
}
