import { randomBytes } from 'node:crypto';
import { openPostgres } from '../src/db/postgres';
import { onPostgresServer } from './helpers/testApp';

// Connections opened while a burst waited had made a scan of 5 ms take 200-300 ms (see postgres.ts).
(onPostgresServer() ? it : it.skip)('opens all its connections at start and keeps them when idle', async () => {
  const name = `pool_${randomBytes(4).toString('hex')}`;
  const db = await openPostgres({ connectionString: process.env.TEST_DATABASE_URL, max: 4, application_name: name, idleTimeoutMillis: 50 });
  const open = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [name]))[0].n;
  try {
    expect(await open()).toBe(4);
    // Well past the idle timeout: a pool above its minimum would have closed the idle ones by now.
    await new Promise((r) => setTimeout(r, 300));
    expect(await open()).toBe(4);
  } finally {
    await db.close();
  }
});
