import type { Queryable, TxOptions } from './types';

export const DEFAULT_LOCK_TIMEOUT_MS = 5000;
export const DEFAULT_TX_ATTEMPTS = 5;

/** SQLSTATEs after which the whole transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);

export const sqlState = (error: unknown): string | undefined => (error as { code?: unknown })?.code as string | undefined;
export const isRetryable = (error: unknown) => RETRYABLE.has(sqlState(error) ?? '');

/** The connection itself failed (the server restarted, the network dropped): nothing of the attempt was kept. */
export const isConnectionLoss = (error: unknown) => {
  const code = sqlState(error) ?? '';
  return (
    code.startsWith('08') ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code === 'ECONNRESET' ||
    code === 'ECONNREFUSED' ||
    code === 'EPIPE' ||
    /Connection terminated|connection error|not queryable/i.test((error as Error)?.message ?? '')
  );
};

/** The statements of one attempt on a connection the caller holds: BEGIN, settings, fn, COMMIT or ROLLBACK. */
export interface TxConnection extends Queryable {
  /** Starts the transaction with `begin` and applies `settings` (SET LOCAL statements) in it. */
  begin(begin: string, settings: string): Promise<void>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

function beginSql({ isolation = 'read committed' }: TxOptions): string {
  return `BEGIN ISOLATION LEVEL ${isolation.toUpperCase()}`;
}

/**
 * The one transaction helper under every Db.tx: a lock timeout so a stuck row cannot hang a request,
 * and a retry with jittered back-off on serialization failures and deadlocks, which PostgreSQL resolves
 * by aborting one side. Other errors (business errors included) roll back and propagate.
 */
export async function runTransaction<T>(
  connect: () => Promise<{ conn: TxConnection; release: (broken?: boolean) => void }>,
  fn: (q: Queryable) => Promise<T>,
  options: TxOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? DEFAULT_TX_ATTEMPTS;
  const lockTimeout = Math.max(1, Math.floor(options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS));
  for (let attempt = 1; ; attempt += 1) {
    let committing = false;
    let broken = false;
    let conn: TxConnection | undefined;
    let release: ((broken?: boolean) => void) | undefined;
    try {
      ({ conn, release } = await connect());
      await conn.begin(beginSql(options), `SET LOCAL lock_timeout = ${lockTimeout}`);
      const result = await fn(conn);
      committing = true;
      await conn.commit();
      return result;
    } catch (error) {
      await conn?.rollback().catch(() => {
        broken = true;
      });
      // A lost connection before COMMIT was sent kept nothing: run again on a new one. After COMMIT was
      // sent the outcome is unknown, so it is not retried (the caller's idempotency key covers that).
      const lost = !committing && isConnectionLoss(error);
      if (lost) broken = true;
      if (attempt >= attempts || !(isRetryable(error) || lost)) throw error;
    } finally {
      release?.(broken);
    }
    await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt + (broken ? 200 * attempt : 0)));
  }
}
