import { migrate } from '../src/db/migrate';
import { seedDemoData } from '../src/seed';
import { loadConfig } from '../src/config';
import { openTestDb } from './helpers/testApp';

describe('migrations and demo data', () => {
  it('applies each migration once and seeds once, even when asked twice at the same time', async () => {
    const { db, drop } = await openTestDb();
    try {
      const first = await migrate(db);
      expect(first[0]).toBe('0001_platform.sql');
      expect(await migrate(db)).toEqual([]);
      const config = loadConfig({});
      const results = await Promise.all([seedDemoData(db, config), seedDemoData(db, config)]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const users = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(users[0].n).toBeGreaterThanOrEqual(2);
    } finally {
      await drop();
    }
  });
});
