import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, migrationFiles } from '../src/db/migrate';
import { seedDemoData } from '../src/seed';
import { loadConfig } from '../src/config';
import { openTestDb } from './helpers/testApp';

function migrationsDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-migrations-'));
  for (const [name, sql] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), sql);
  return dir;
}

describe('migrations', () => {
  it('applies each migration once, also when two instances migrate at the same time', async () => {
    const { db, another, drop } = await openTestDb();
    try {
      const second = await another();
      const [a, b] = await Promise.all([migrate(db), migrate(second)]);
      // One instance applied everything while the other waited on the lock, then found nothing to do.
      expect([...a, ...b].sort()).toEqual(migrationFiles());
      expect(a.length === 0 || b.length === 0).toBe(true);
      expect(await migrate(db)).toEqual([]);
      const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(applied.map((r) => r.name)).toEqual(migrationFiles());
    } finally {
      await drop();
    }
  });

  it('refuses a migration numbered below one already applied, and applies nothing of it', async () => {
    const { db, drop } = await openTestDb();
    try {
      await migrate(db, migrationsDir({ '0001_a.sql': 'CREATE TABLE a (id int);', '0003_c.sql': 'CREATE TABLE c (id int);' }));
      const late = migrationsDir({ '0001_a.sql': '', '0002_b.sql': 'CREATE TABLE b (id int);', '0003_c.sql': '' });
      await expect(migrate(db, late)).rejects.toThrow('迁移 0002_b.sql 排在已执行的 0003_c.sql 之前');
      const b = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'b' AND table_schema = current_schema()");
      expect(b).toHaveLength(0);
    } finally {
      await drop();
    }
  });

  it('refuses two files with the same number and badly named files', () => {
    expect(() => migrationFiles(migrationsDir({ '0001_a.sql': '', '0001_b.sql': '' }))).toThrow('迁移编号重复');
    expect(() => migrationFiles(migrationsDir({ '1_a.sql': '' }))).toThrow('迁移文件名不合规');
  });

  it('rolls back a failing migration whole and does not record it', async () => {
    const { db, drop } = await openTestDb();
    try {
      const dir = migrationsDir({
        '0001_a.sql': 'CREATE TABLE a (id int);',
        '0002_bad.sql': 'CREATE TABLE b (id int); SELECT no_such_function();',
      });
      await expect(migrate(db, dir)).rejects.toThrow();
      const names = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(names.map((r) => r.name)).toEqual(['0001_a.sql']);
      const b = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'b' AND table_schema = current_schema()");
      expect(b).toHaveLength(0);
    } finally {
      await drop();
    }
  });
});

describe('demo data', () => {
  it('runs each step once, even when two instances seed at the same time', async () => {
    const { db, another, drop } = await openTestDb();
    try {
      await migrate(db);
      const config = loadConfig({});
      const [a, b] = await Promise.all([seedDemoData(db, config), seedDemoData(await another(), config)]);
      expect(a.filter((k) => b.includes(k))).toEqual([]);
      expect([...a, ...b].length).toBeGreaterThanOrEqual(7);
      expect(await seedDemoData(db, config)).toEqual([]);
      const users = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE mobile IN ('13800138000', '13900139000')");
      expect(users[0].n).toBe(2);
    } finally {
      await drop();
    }
  });

  it('gives a database seeded before demo steps existed only the steps it never had', async () => {
    const { db, drop } = await openTestDb();
    try {
      await migrate(db);
      // What an old .data folder looks like: one marker for everything seeded then.
      await db.query("INSERT INTO app_meta (key, value) VALUES ('demo_seeded', 'yes')");
      const ran = await seedDemoData(db, loadConfig({}));
      expect(ran).not.toContain('platform');
      expect(ran).not.toContain('meeting');
      const users = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(users[0].n).toBe(0);
    } finally {
      await drop();
    }
  });
});
