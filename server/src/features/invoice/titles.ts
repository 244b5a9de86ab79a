import type { Db, Queryable } from '../../db';
import { fail } from '../../http/envelope';
import { idProperty } from '../../http/schemas';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, creditCodeProblem } from '@conf/contract';

/** 1 企业 (a company: needs its tax number), 2 个人 (a person). */
export const TITLE_TYPES = [1, 2] as const;
export const COMPANY = 1;
export const MAX_TITLES = 20;
/** The contract's names for the types, accepted beside the numbers. */
const TYPE_NAMES = { company: 1, personal: 2 } as const;

export const TITLE_COLUMNS = 'id, type, title, tax_number, bank, account, address, phone, email, is_default, created_at, updated_at';

export interface TitleInput {
  id?: number;
  type: 1 | 2 | keyof typeof TYPE_NAMES;
  /** `name` is the contract's name for it. */
  title?: string;
  name?: string;
  /** `tax_no` is the contract's name for it. */
  tax_number?: string;
  tax_no?: string;
  bank?: string;
  account?: string;
  address?: string;
  phone?: string;
  email?: string;
  is_default?: boolean;
}

// Every field of a title gets a Chinese title, so validation messages name it (「税号不能超过20个字符」).
const text = (title: string, maxLength: number, pattern?: string) => ({ type: 'string', title, maxLength, ...(pattern ? { pattern } : {}) });

export const titleSchema = {
  type: 'object',
  required: ['type'],
  properties: {
    id: idProperty('发票抬头ID'),
    // Numbers first, so a form's "1" is coerced to one; then the contract's names.
    type: { title: '抬头类型', anyOf: [{ type: 'integer', enum: TITLE_TYPES }, { type: 'string', enum: Object.keys(TYPE_NAMES) }] },
    title: { ...text('抬头名称', 100), minLength: 1 },
    name: { ...text('抬头名称', 100), minLength: 1 },
    tax_number: text('税号', 20),
    tax_no: text('税号', 20),
    bank: text('开户银行', 100),
    account: text('银行账号', 40, '^[0-9 -]*$'),
    address: text('注册地址', 200),
    phone: text('注册电话', 30, '^[0-9+() -]*$'),
    email: text('电子邮箱', EMAIL_MAX_LENGTH, `^$|${EMAIL_PATTERN}`),
    is_default: { type: 'boolean', title: '设为默认' },
  },
} as const;

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
  const type = typeof input.type === 'string' ? TYPE_NAMES[input.type] : input.type;
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
  const [row] = await q.query<{ id: number; is_default: boolean }>(`SELECT ${TITLE_COLUMNS} FROM invoice_titles WHERE id = $1 AND user_id = $2`, [
    id,
    userId,
  ]);
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
