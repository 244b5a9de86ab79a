import { Pool, type PoolClient, type PoolConfig } from 'pg';
import type { Db, Queryable, Session } from './types';
import { runTransaction, type TxConnection } from './transaction';

const clientQueryable = (client: Pick<PoolClient, 'query'>): Queryable => ({
  query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
  exec: async (sql) => {
    await client.query(sql);
  },
});

function clientTx(client: PoolClient): TxConnection {
  return {
    ...clientQueryable(client),
    // One round trip for both (a simple query may hold several statements): a transaction that locks a
    // busy row early holds it for every round trip it makes.
    begin: async (begin, settings) => {
      await client.query(`${begin}; ${settings}`);
    },
    commit: async () => {
      await client.query('COMMIT');
    },
    rollback: async () => {
      await client.query('ROLLBACK');
    },
  };
}

/**
 * A pool whose connections, once open, stay open (`min` = `max`), all opened at start. A new connection costs
 * a backend start and cold catalog caches on the server: opened while a burst of requests waits (the doors
 * open, a sale starts), that cost queued every request behind it and a scan's 5 ms became 200-300 ms.
 */
export async function openPostgres(config: PoolConfig): Promise<Db> {
  const max = config.max ?? 10;
  const pool = new Pool({ ...config, max, min: max });
  // An idle connection that the server drops (a restart, a failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', () => undefined);
  // A connection checked out when the server goes away emits 'error' outside any query; the query in
  // flight fails on its own (and the transaction retries), so the event itself must not crash us.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const opened = await Promise.all(Array.from({ length: max }, () => pool.connect()));
  for (const client of opened) client.release();
  return {
    kind: 'postgres',
    ...clientQueryable(pool),
    tx: (fn, options) =>
      runTransaction(
        async () => {
          const client = await pool.connect();
          // A connection whose ROLLBACK failed is in an unknown state: destroy it rather than reuse it.
          return { conn: clientTx(client), release: (broken) => client.release(broken) };
        },
        fn,
        options,
      ),
    async session(fn) {
      const client = await pool.connect();
      const session: Session = {
        ...clientQueryable(client),
        tx: (inner, options) => runTransaction(async () => ({ conn: clientTx(client), release: () => undefined }), inner, options),
      };
      try {
        return await fn(session);
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
