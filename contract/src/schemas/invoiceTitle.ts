import { Type, type Static } from '@sinclair/typebox';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/email';
import {
  BANK_ACCOUNT_PATTERN,
  COMPANY_TITLE,
  PERSONAL_TITLE,
  PHONE_PATTERN,
  TITLE_TYPE_NAMES,
  type TitleType,
} from '../rules/invoiceTitle';
import { Id, Time } from './common';

/** An invoice title (发票抬头) of the user. */
export const InvoiceTitle = Type.Object({
  id: Type.Integer(),
  type: Type.Unsafe<TitleType>({ type: 'integer', enum: [COMPANY_TITLE, PERSONAL_TITLE] }),
  title: Type.String(),
  tax_number: Type.String(),
  bank: Type.String(),
  account: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  is_default: Type.Boolean(),
  created_at: Time(),
  updated_at: Time(),
});
export type InvoiceTitle = Static<typeof InvoiceTitle>;

// Every field gets a Chinese title, so validation messages name it (「税号不能超过20个字符」).
const text = (title: string, maxLength: number, pattern?: string) =>
  Type.Optional(Type.String({ title, maxLength, ...(pattern ? { pattern } : {}) }));

/** Without id a new title, with id a change of it. `name` and `tax_no` are the spec's names for `title` and `tax_number`. */
export const InvoiceTitleInput = Type.Object({
  id: Type.Optional(Id('发票抬头ID')),
  // Numbers first, so a form's "1" is coerced to one; then the spec's names.
  type: Type.Unsafe<TitleType | keyof typeof TITLE_TYPE_NAMES>({
    title: '抬头类型',
    anyOf: [
      { type: 'integer', enum: [COMPANY_TITLE, PERSONAL_TITLE] },
      { type: 'string', enum: Object.keys(TITLE_TYPE_NAMES) },
    ],
  }),
  title: Type.Optional(Type.String({ title: '抬头名称', maxLength: 100, minLength: 1 })),
  name: Type.Optional(Type.String({ title: '抬头名称', maxLength: 100, minLength: 1 })),
  tax_number: text('税号', 20),
  tax_no: text('税号', 20),
  bank: text('开户银行', 100),
  account: text('银行账号', 40, BANK_ACCOUNT_PATTERN),
  address: text('注册地址', 200),
  phone: text('注册电话', 30, PHONE_PATTERN),
  email: text('电子邮箱', EMAIL_MAX_LENGTH, `^$|${EMAIL_PATTERN}`),
  is_default: Type.Optional(Type.Boolean({ title: '设为默认' })),
});
export type InvoiceTitleInput = Static<typeof InvoiceTitleInput>;
