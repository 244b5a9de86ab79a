/** A field's name: a key, or the path of keys to a value inside nested values (`['p1', 'mobile']`). */
export type NamePath = string | number | ReadonlyArray<string | number>;
export type Path = ReadonlyArray<string | number>;
export type Values = Record<string, unknown>;

export const toPath = (name: NamePath): Path => (Array.isArray(name) ? name : [name as string | number]);

/** One string per path, to keep fields and errors in maps. */
export const pathKey = (path: Path) => JSON.stringify(path);

export function getIn(values: unknown, path: Path): unknown {
  let at = values;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Values)[key as string];
  }
  return at;
}

const isPlainObject = (v: unknown): v is Values => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A copy of `values` with `value` at `path`; what the path passes through is copied, the rest is kept. */
export function setIn(values: Values, path: Path, value: unknown): Values {
  const [key, ...rest] = path;
  const inner = values[key as string];
  return { ...values, [key]: rest.length ? setIn(isPlainObject(inner) ? inner : {}, rest, value) : value };
}

/** `source` laid over `target`: nested objects merged, anything else (lists too) replaced. */
export function merge(target: Values, source: Values): Values {
  const out = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const inner = out[key];
    out[key] = isPlainObject(value) && isPlainObject(inner) ? merge(inner, value) : value;
  }
  return out;
}
