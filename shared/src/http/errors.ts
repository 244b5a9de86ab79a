/** A failed call: an HTTP status (status set) or a business failure (code !== 1, status 200). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const DEFAULT_ERROR_MESSAGE = '请求失败';

/**
 * Whether the server answered and said no (a business failure with code 0, or a 4xx other than a timeout or
 * too many requests), e.g. 会议不存在: asking again gives the same answer, so the page says so instead of
 * offering to reload. Network failures, timeouts and 5xx may go away and are not refusals.
 */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status === undefined) return false;
  if (error.status === 200) return true;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

export function errorMessage(error: unknown, fallback = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
