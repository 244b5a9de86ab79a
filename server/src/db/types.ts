export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements at once, no parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export interface TxOptions {
  /** Default read committed: stock and orders rely on row locks and conditional updates, not on isolation. */
  isolation?: Isolation;
  /** How long a statement waits for a row lock before the attempt fails (default 5 s). */
  lockTimeoutMs?: number;
  /** Attempts in all when PostgreSQL reports a serialization failure or a deadlock (default 5). */
  attempts?: number;
}

/** One connection for a while: its session-level settings and advisory locks stay on it. */
export interface Session extends Queryable {
  tx<T>(fn: (q: Queryable) => Promise<T>, options?: TxOptions): Promise<T>;
}

export interface Db extends Session {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction: lock timeout set, retried from the start on a serialization failure or a
   * deadlock, so fn must not have effects outside the database. Rows it locks stay locked until it ends.
   */
  tx<T>(fn: (q: Queryable) => Promise<T>, options?: TxOptions): Promise<T>;
  /** Runs fn on one connection held for its whole duration (session advisory locks, migrations). */
  session<T>(fn: (s: Session) => Promise<T>): Promise<T>;
  /** The PostgreSQL server's pool: connections open, idle, and requests waiting for one (PGlite has none). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export async function one<T = Row>(q: Queryable, sql: string, params?: unknown[]): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params);
  return rows[0];
}
