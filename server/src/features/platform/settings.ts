import type { SettingChange } from '@conf/contract';
import type { Queryable } from '../../db';
import { saveVersioned, type AuditActor } from '../../core';
import { BizError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/richText';

export const DEFAULT_THEME_COLOR = '#675643';

/** Settings the app shows as HTML: sanitised whoever writes them (admin CLI, demo data) and again when read. */
export const RICH_TEXT_SETTINGS = ['agreement', 'privacy', 'platform_introduction'];
/** Every setting the site reads; set-config refuses other keys (a typo would otherwise be stored unnoticed). */
// bank_*: the account transfers go to, shown on the payment page.
export const SETTING_KEYS = [
  'theme_colors',
  'site_name',
  'service_phone',
  'bank_account_name',
  'bank_name',
  'bank_account',
  ...RICH_TEXT_SETTINGS,
];

const stored = (key: string, value: string) => (RICH_TEXT_SETTINGS.includes(key) ? sanitizeRichText(value) : value);

export async function readSettings(q: Queryable, keys: string[]): Promise<Record<string, string>> {
  const rows = await q.query<{ key: string; value: string }>('SELECT key, value FROM settings WHERE key = ANY($1)', [keys]);
  return Object.fromEntries(rows.map((r) => [r.key, stored(r.key, r.value)]));
}

/** Stores a setting (rich text sanitised) and answers the value as stored. */
export async function writeSetting(q: Queryable, key: string, value: string): Promise<string> {
  const clean = stored(key, value);
  await q.query(
    'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, version = settings.version + 1',
    [key, clean],
  );
  return clean;
}

/** What the console's settings page edits. */
export const CONSOLE_SETTING_KEYS = [
  'theme_colors',
  'site_name',
  'service_phone',
  'bank_account_name',
  'bank_name',
  'bank_account',
  ...RICH_TEXT_SETTINGS,
];

/** The console's settings, each with its version (0: not stored yet). */
export async function consoleSettings(q: Queryable) {
  const rows = await q.query<{ key: string; value: string; version: number }>(
    'SELECT key, value, version FROM settings WHERE key = ANY($1)',
    [CONSOLE_SETTING_KEYS],
  );
  return CONSOLE_SETTING_KEYS.map((key) => {
    const row = rows.find((r) => r.key === key);
    return { key, value: row ? stored(key, row.value) : '', version: row?.version ?? 0 };
  });
}

const THEME_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Saves the changed settings in one transaction, each compared with the version its editor loaded (a key never
 * stored is first written at version 0, so two first saves still meet at the lock). Rich text is sanitised.
 */
export async function saveSettings(q: Queryable, actor: AuditActor, changes: SettingChange[]): Promise<void> {
  for (const c of changes) {
    if (!CONSOLE_SETTING_KEYS.includes(c.key)) throw new BizError(`不支持的设置项 ${c.key}`);
    if (c.key === 'theme_colors' && !THEME_COLOR.test(c.value)) throw new BizError('主题色应为 #RRGGBB 格式，如 #675643');
  }
  for (const c of changes) {
    await q.query("INSERT INTO settings (key, value, version) VALUES ($1, '', 0) ON CONFLICT (key) DO NOTHING", [c.key]);
    const [{ id }] = await q.query<{ id: number }>('SELECT id FROM settings WHERE key = $1', [c.key]);
    await saveVersioned(q, {
      table: 'settings',
      id,
      version: c.version,
      set: { value: stored(c.key, c.value) },
      audit: { actor, meetingId: null, action: 'settings.update', target: `setting:${c.key}` },
      notFound: '设置项不存在',
    });
  }
}
