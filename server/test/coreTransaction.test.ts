import type { Db } from '../src/db';
import { onPostgresServer, withMigratedDbs } from './helpers/testApp';

describe('the transaction helper', () => {
  let db: Db;
  let second: Db;
  withMigratedDbs(async (dbs) => {
    ({ db, second } = dbs);
    await db.exec('CREATE TABLE tx_rows (id int PRIMARY KEY, n int NOT NULL)');
    await db.query('INSERT INTO tx_rows VALUES (1, 0), (2, 0)');
  });

  it('commits what fn did, and rolls everything back when fn throws', async () => {
    await db.tx((q) => q.query('UPDATE tx_rows SET n = n + 1 WHERE id = 1'));
    await expect(
      db.tx(async (q) => {
        await q.query('UPDATE tx_rows SET n = n + 100 WHERE id = 1');
        throw new Error('business says no');
      }),
    ).rejects.toThrow('business says no');
    const [row] = await db.query<{ n: number }>('SELECT n FROM tx_rows WHERE id = 1');
    expect(row.n).toBe(1);
  });

  it('sets the lock timeout on every transaction', async () => {
    const [setting] = await db.tx((q) => q.query<{ lock_timeout: string }>('SHOW lock_timeout'));
    expect(setting.lock_timeout).toBe('5s');
    const [custom] = await db.tx((q) => q.query<{ lock_timeout: string }>('SHOW lock_timeout'), { lockTimeoutMs: 250 });
    expect(custom.lock_timeout).toBe('250ms');
  });

  (onPostgresServer() ? it : it.skip)('retries the side PostgreSQL aborts in a deadlock, so both transactions commit', async () => {
    let attempts = 0;
    const crossing = (a: number, b: number, pool: Db) =>
      pool.tx(async (q) => {
        attempts += 1;
        await q.query('UPDATE tx_rows SET n = n + 1 WHERE id = $1', [a]);
        await q.query('SELECT pg_sleep(0.2)');
        await q.query('UPDATE tx_rows SET n = n + 1 WHERE id = $1', [b]);
      });
    const before = await db.query<{ n: number }>('SELECT sum(n)::int AS n FROM tx_rows');
    await Promise.all([crossing(1, 2, db), crossing(2, 1, second)]);
    const after = await db.query<{ n: number }>('SELECT sum(n)::int AS n FROM tx_rows');
    expect(after[0].n - before[0].n).toBe(4);
    expect(attempts).toBe(3);
  });

  (onPostgresServer() ? it : it.skip)('gives up on a row that stays locked after the lock timeout instead of hanging', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = db.tx(async (q) => {
      await q.query('SELECT * FROM tx_rows WHERE id = 2 FOR UPDATE');
      locked();
      await held;
    });
    await isLocked;
    const started = Date.now();
    await expect(second.tx((q) => q.query('UPDATE tx_rows SET n = n + 1 WHERE id = 2'), { lockTimeoutMs: 200 })).rejects.toMatchObject({
      code: '55P03',
    });
    expect(Date.now() - started).toBeLessThan(3000);
    release();
    await holder;
  });

  (onPostgresServer() ? it : it.skip)('retries serialization failures of serializable transactions', async () => {
    let attempts = 0;
    const bump = (pool: Db) =>
      pool.tx(
        async (q) => {
          attempts += 1;
          const [r] = await q.query<{ n: number }>('SELECT n FROM tx_rows WHERE id = 1');
          await q.query('SELECT pg_sleep(0.1)');
          await q.query('UPDATE tx_rows SET n = $1 WHERE id = 1', [r.n + 1]);
        },
        { isolation: 'serializable' },
      );
    const [before] = await db.query<{ n: number }>('SELECT n FROM tx_rows WHERE id = 1');
    await Promise.all([bump(db), bump(second)]);
    const [after] = await db.query<{ n: number }>('SELECT n FROM tx_rows WHERE id = 1');
    expect(after.n).toBe(before.n + 2);
    expect(attempts).toBeGreaterThan(2);
  });
});
