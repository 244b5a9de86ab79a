import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Session } from './types';
import { runTransaction, type TxConnection } from './transaction';

/** Embedded PostgreSQL; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  return pgliteDb(dataDir ? new PGlite(dataDir) : new PGlite());
}

/** A database on a PGlite instance the caller made (tests start one from a dumped data directory). */
export async function pgliteDb(pg: PGlite): Promise<Db> {
  await pg.waitReady;
  const queryable: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => (await pg.query<T>(sql, params)).rows,
    exec: async (sql: string) => {
      await pg.exec(sql);
    },
  };
  // PGlite has one connection: its own mutex makes each transaction exclusive, so a second caller
  // waits at BEGIN instead of interleaving statements with the first.
  const tx: Session['tx'] = (fn, options) =>
    pg.transaction((t) => {
      const conn: TxConnection = {
        query: async <T>(sql: string, params?: unknown[]) => (await t.query<T>(sql, params)).rows,
        exec: async (sql: string) => {
          await t.exec(sql);
        },
        // pg.transaction has begun the transaction; only the settings are left.
        begin: async (_begin, settings) => {
          await t.exec(settings);
        },
        commit: async () => undefined,
        rollback: async () => undefined,
      };
      // pg.transaction begins and will commit or roll back itself; runTransaction adds the settings.
      return runTransaction(async () => ({ conn, release: () => undefined }), fn, { ...options, attempts: 1 });
    });
  const session: Session = { ...queryable, tx };
  // Sessions take turns, as they would holding the one connection of a server: a session-level advisory
  // lock is re-entrant on PGlite's single connection, so it cannot keep two sessions of one process apart.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    ...session,
    session(fn) {
      const turn = queue.then(() => fn(session));
      queue = turn.catch(() => undefined);
      return turn;
    },
    close: () => pg.close(),
  };
}
