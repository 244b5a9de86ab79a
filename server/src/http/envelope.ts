/** Every reply is {code, msg, time, data}; code 1 is success, code 0 a business failure. */
export interface Envelope<T = unknown> {
  code: 0 | 1;
  msg: string;
  time: number;
  data: T;
}

const now = () => Math.floor(Date.now() / 1000);

export function ok<T>(data: T, msg = '成功'): Envelope<T> {
  return { code: 1, msg, time: now(), data };
}

export function failure(msg: string, data: unknown = null): Envelope {
  return { code: 0, msg, time: now(), data };
}
