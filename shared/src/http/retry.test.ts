import { RETRY_STATUSES, genericRetries, helperShouldRetry, isErrorStatus, retryDelay } from './retry';

describe('generic retry policy', () => {
  const listed = [408, 409, 425, 429, 500, 502, 503, 504];

  it('lists exactly 408, 409, 425, 429, 500, 502, 503, 504', () => {
    expect([...RETRY_STATUSES].sort()).toEqual(listed);
  });

  it.each(['GET', 'get', 'HEAD', 'OPTIONS'])('retries idempotent %s once on each listed status', (method) => {
    for (const status of listed) expect(genericRetries(method, status)).toBe(1);
  });

  it('retries an idempotent call once after a network failure (no status)', () => {
    expect(genericRetries('GET', undefined)).toBe(1);
  });

  it.each([400, 401, 403, 404, 410, 422, 501, 505])('does not retry GET on %i', (status) => {
    expect(genericRetries('GET', status)).toBe(0);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('never retries the write method %s', (method) => {
    for (const status of [...listed, undefined]) expect(genericRetries(method, status)).toBe(0);
  });

  it('treats 400 to 599 as errors and nothing else', () => {
    expect([399, 400, 404, 500, 599, 600, 200, 302].map(isErrorStatus)).toEqual([false, true, true, true, true, false, false, false]);
  });
});

describe('call helper retry rule', () => {
  it('may retry network failures and 5xx, never a 4xx', () => {
    expect(helperShouldRetry(undefined)).toBe(true);
    expect(helperShouldRetry(500)).toBe(true);
    expect(helperShouldRetry(503)).toBe(true);
    for (const status of [400, 401, 404, 408, 429, 499]) expect(helperShouldRetry(status)).toBe(false);
  });

  it('waits 1000 ms, then doubles each try', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt))).toEqual([1000, 2000, 4000, 8000]);
  });
});
