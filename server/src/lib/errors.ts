// Business failures are part of the rules (stock, money, accounts), not of HTTP: the core throws them too,
// and http/errorHandler turns them into answers.

/** Thrown by handlers for a business failure: answered as code 0 with a clear Chinese message. */
export class BizError extends Error {
  constructor(
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** Thrown when a call needs a login and has no valid token: answered with HTTP 401. */
export class AuthError extends Error {
  constructor(message = '请先登录') {
    super(message);
  }
}

export const fail = (msg: string): never => {
  throw new BizError(msg);
};
