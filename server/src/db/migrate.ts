import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './types';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');
// Any fixed number: several API instances starting at once migrate one at a time.
const LOCK_ID = 4820731;

/** Applies migrations/NNNN_name.sql in order, each once, each in its own transaction. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs.readdirSync(dir).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await db.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
  try {
    await db.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    for (const file of files.filter((f) => !done.has(f))) {
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      await db.tx(async (q) => {
        await q.exec(sql);
        await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      });
      applied.push(file);
    }
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
  }
  return applied;
}
