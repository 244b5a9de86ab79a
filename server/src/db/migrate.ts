import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './types';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
// Any fixed number: several API instances starting at once migrate one at a time.
const LOCK_ID = 4820731;
const FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;

/** The migration files in their one order; two files with the same number are refused. */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const seen = new Map<string, string>();
  for (const f of files) {
    const m = FILE.exec(f);
    if (!m) throw new Error(`迁移文件名不合规：${f}（应为 NNNN_名称.sql，小写字母、数字、下划线）`);
    const other = seen.get(m[1]);
    if (other) throw new Error(`迁移编号重复：${other} 与 ${f}`);
    seen.set(m[1], f);
  }
  return files;
}

/**
 * Applies migrations/NNNN_name.sql in order, each once, each in its own transaction. The sequence is
 * monotonic: a file numbered below the newest applied one that was never applied means two branches
 * wrote migrations independently, and running it late could meet a schema it was not written for, so
 * it is refused. The advisory lock is a session lock, so everything runs on the one connection holding it.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = migrationFiles(dir);
  return db.session(async (s) => {
    await s.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    try {
      await s.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      const done = new Set((await s.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
      const newest = [...done].sort().pop();
      const pending = files.filter((f) => !done.has(f));
      const late = newest ? pending.find((f) => f < newest) : undefined;
      if (late) throw new Error(`迁移 ${late} 排在已执行的 ${newest} 之前，拒绝乱序执行；请给它一个更大的编号`);
      for (const file of pending) {
        const sql = fs.readFileSync(path.join(dir, file), 'utf8');
        await s.tx(
          async (q) => {
            await q.exec(sql);
            await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
          },
          { attempts: 1, lockTimeoutMs: 60_000 },
        );
      }
      return pending;
    } finally {
      await s.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
    }
  });
}
