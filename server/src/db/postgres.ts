import { Pool, type PoolConfig } from 'pg';
import type { Db, Queryable } from './types';

export async function openPostgres(config: PoolConfig): Promise<Db> {
  const pool = new Pool({ max: 10, ...config });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
    exec: async (sql) => {
      await pool.query(sql);
    },
    async tx(fn) {
      const client = await pool.connect();
      const q: Queryable = {
        query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
        exec: async (sql) => {
          await client.query(sql);
        },
      };
      try {
        await client.query('BEGIN');
        const result = await fn(q);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
