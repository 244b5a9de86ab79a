import { COMPANY_TITLE, TITLE_TYPE_NAMES, creditCodeProblem, type InvoiceTitleInput } from '@conf/contract';
import type { Db, Queryable } from '../../db';
import { fail } from '../../lib/errors';

/** 1 企业 (a company: needs its tax number), 2 个人 (a person): @conf/contract's, as the title's schema. */
export const COMPANY = COMPANY_TITLE;
export const MAX_TITLES = 20;

export const TITLE_COLUMNS = 'id, type, title, tax_number, bank, account, address, phone, email, is_default, created_at, updated_at';

export type TitleInput = InvoiceTitleInput;

export interface StoredTitle {
  type: 1 | 2;
  title: string;
  tax_number: string;
  bank: string;
  account: string;
  address: string;
  phone: string;
  email: string;
}

/**
 * The stored form of a title: trimmed, tax number upper-cased; a company's tax number must be a
 * unified social credit code (GB 32100-2015, the organisation code inside checked too).
 */
export function normalizeTitle(input: TitleInput): StoredTitle {
  const t = (v?: string) => (v ?? '').trim();
  const type = typeof input.type === 'string' ? TITLE_TYPE_NAMES[input.type] : input.type;
  const title = t(input.name ?? input.title) || fail('抬头名称不能为空');
  const taxNumber = type === COMPANY ? t(input.tax_no ?? input.tax_number).toUpperCase() : '';
  if (type === COMPANY) {
    if (!taxNumber) fail('企业抬头的税号（统一社会信用代码）不能为空');
    const problem = creditCodeProblem(taxNumber);
    if (problem) fail(`统一社会信用代码${problem}`);
  }
  return {
    type,
    title,
    tax_number: taxNumber,
    bank: t(input.bank),
    account: t(input.account),
    address: t(input.address),
    phone: t(input.phone),
    email: t(input.email),
  };
}

/**
 * Serialises changes to one user's titles (their count, which one is the default) by locking the user's row,
 * so two requests at once can neither pass the limit nor both make a default.
 */
export async function lockOwner(q: Queryable, userId: number): Promise<void> {
  await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The caller's own title, or the same message for someone else's and a missing one. */
export async function ownTitle(q: Queryable, userId: number, id: number) {
  const [row] = await q.query<{ id: number; is_default: boolean }>(
    `SELECT ${TITLE_COLUMNS} FROM invoice_titles WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return row ?? fail('发票抬头不存在');
}

/** Call with the owner locked (lockOwner). */
export async function makeDefault(q: Queryable, userId: number, id: number): Promise<void> {
  await q.query('UPDATE invoice_titles SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [userId, id]);
  await q.query('UPDATE invoice_titles SET is_default = true, updated_at = now() WHERE id = $1 AND user_id = $2', [id, userId]);
}

/**
 * Adds a title (no id) or replaces the caller's title `id`, in one transaction; returns its id.
 * Unless `is_default` says otherwise, a default title stays the default and a user's first title becomes it.
 */
export async function saveTitle(db: Db, userId: number, input: TitleInput): Promise<number> {
  const t = normalizeTitle(input);
  const values = [t.type, t.title, t.tax_number, t.bank, t.account, t.address, t.phone, t.email];
  return db.tx(async (q) => {
    await lockOwner(q, userId);
    let id: number;
    let wasDefault = false;
    if (input.id) {
      id = input.id;
      wasDefault = (await ownTitle(q, userId, id)).is_default;
      await q.query(
        `UPDATE invoice_titles SET type = $3, title = $4, tax_number = $5, bank = $6, account = $7, address = $8, phone = $9, email = $10,
                updated_at = now() WHERE id = $1 AND user_id = $2`,
        [id, userId, ...values],
      );
    } else {
      const [{ n }] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM invoice_titles WHERE user_id = $1', [userId]);
      if (n >= MAX_TITLES) fail(`最多可保存${MAX_TITLES}个发票抬头`);
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO invoice_titles (user_id, type, title, tax_number, bank, account, address, phone, email)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [userId, ...values],
      );
      id = row.id;
    }
    const [{ has_default: hasDefault }] = await q.query<{ has_default: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM invoice_titles WHERE user_id = $1 AND is_default) AS has_default',
      [userId],
    );
    if (input.is_default ?? (wasDefault || !hasDefault)) await makeDefault(q, userId, id);
    else if (wasDefault) await q.query('UPDATE invoice_titles SET is_default = false WHERE id = $1', [id]);
    return id;
  });
}
