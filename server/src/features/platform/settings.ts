import type { Queryable } from '../../db';

export const DEFAULT_THEME_COLOR = '#675643';

export async function readSettings(q: Queryable, keys: string[]): Promise<Record<string, string>> {
  const rows = await q.query<{ key: string; value: string }>('SELECT key, value FROM settings WHERE key = ANY($1)', [keys]);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function writeSetting(q: Queryable, key: string, value: string): Promise<void> {
  await q.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [key, value]);
}
