export type Params = Record<string, unknown>;

const isEmpty = (v: unknown) => v === '' || v === null || v === undefined;

/** GET parameters that are empty strings, null or undefined are dropped. */
export function dropEmpty(params: Params = {}): Params {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => !isEmpty(v)));
}

/** Form-encoded body with empty values dropped; arrays repeat the key. */
export function toFormBody(data: Params = {}): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(dropEmpty(data))) {
    if (Array.isArray(v)) v.forEach((item) => body.append(k, String(item)));
    else body.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return body;
}

/** Multipart body with empty values dropped; Blob values are sent as files. */
export function toMultipart(data: Params = {}): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(dropEmpty(data))) {
    if (v instanceof Blob) body.append(k, v);
    else body.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return body;
}
