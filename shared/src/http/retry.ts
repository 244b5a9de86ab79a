/** Statuses on which an idempotent call is retried by the generic policy. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
const IDEMPOTENT = ['GET', 'HEAD', 'OPTIONS'];

export const isIdempotent = (method: string) => IDEMPOTENT.includes(method.toUpperCase());

/** Main call helper: retries only when asked, never on 4xx; no status means a network failure or timeout. */
export function helperShouldRetry(status: number | undefined): boolean {
  return status === undefined || status >= 500;
}

/** Generic policy: idempotent calls, once, on the listed statuses; write methods are never retried. */
export function genericRetries(method: string, status: number | undefined): number {
  if (!isIdempotent(method)) return 0;
  return status === undefined || RETRY_STATUSES.includes(status) ? 1 : 0;
}

/** 1000 ms, then doubling each try. */
export const retryDelay = (attempt: number, base = 1000) => base * 2 ** attempt;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Statuses 400 to 599 are errors. */
export const isErrorStatus = (status: number) => status >= 400 && status <= 599;
