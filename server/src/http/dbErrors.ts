/**
 * PostgreSQL errors that mean the request asked for something the data does not allow: a duplicate,
 * a row that is gone, a value out of range. They reach here only when a handler did not expect them
 * (expected ones, like a taken mobile, are turned into their own message where they happen), and are
 * answered as business failures by SQLSTATE class, never as a 500.
 */
export interface DbError {
  code?: string;
  constraint?: string;
  table?: string;
}

const BY_CODE: Record<string, string> = {
  '23505': '数据已存在，请勿重复提交',
  '23503': '关联的数据不存在或已被删除',
  '23502': '缺少必填的数据',
  '23514': '数据不符合规则，请检查后重试',
  '23P01': '与已有数据冲突，请检查后重试',
};

const isSqlState = (code: string | undefined): code is string => !!code && /^[0-9A-Z]{5}$/.test(code);

/** The message for a constraint violation (class 23) or a data error (class 22), else undefined. */
export function dbErrorMessage(err: DbError): string | undefined {
  if (!isSqlState(err.code)) return undefined;
  if (err.code.startsWith('23')) return BY_CODE[err.code] ?? '数据不符合规则，请检查后重试';
  if (err.code.startsWith('22')) return '参数超出范围或格式不正确';
  return undefined;
}

const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '55P03', '40001', '40P01']);
const UNAVAILABLE_NODE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/**
 * The database could not serve the request right now: it is restarting or unreachable, out of
 * connections, or a row stayed locked past the lock timeout. Not the request's fault and not a bug:
 * answered 503 with a Chinese message, and the next request finds the pool reconnected.
 */
export function databaseUnavailable(err: DbError & { message?: string }): boolean {
  const code = err.code ?? '';
  if (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || UNAVAILABLE_NODE.has(code)) return true;
  return /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect/i.test(err.message ?? '');
}
