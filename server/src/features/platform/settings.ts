import type { Queryable } from '../../db';
import { sanitizeRichText } from '../../lib/richText';

export const DEFAULT_THEME_COLOR = '#675643';

/** Settings the app shows as HTML: sanitised whoever writes them (admin CLI, demo data) and again when read. */
export const RICH_TEXT_SETTINGS = ['agreement', 'privacy', 'platform_introduction'];
/** Every setting the site reads; set-config refuses other keys (a typo would otherwise be stored unnoticed). */
// bank_*: the account transfers go to, shown on the payment page.
export const SETTING_KEYS = ['theme_colors', 'site_name', 'service_phone', 'bank_account_name', 'bank_name', 'bank_account', ...RICH_TEXT_SETTINGS];

const stored = (key: string, value: string) => (RICH_TEXT_SETTINGS.includes(key) ? sanitizeRichText(value) : value);

export async function readSettings(q: Queryable, keys: string[]): Promise<Record<string, string>> {
  const rows = await q.query<{ key: string; value: string }>('SELECT key, value FROM settings WHERE key = ANY($1)', [keys]);
  return Object.fromEntries(rows.map((r) => [r.key, stored(r.key, r.value)]));
}

/** Stores a setting (rich text sanitised) and answers the value as stored. */
export async function writeSetting(q: Queryable, key: string, value: string): Promise<string> {
  const clean = stored(key, value);
  await q.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [key, clean]);
  return clean;
}
