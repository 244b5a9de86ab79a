import {
  EMAIL_ERROR,
  ID_NUMBER_ERROR,
  MOBILE_ERROR,
  customAnswerProblem,
  hasControlCharacters,
  isEmail,
  isIdNumber,
  isMobile,
  type Answer,
  type Applyer,
} from '@conf/contract';
import type { Queryable } from '../../db';
import { BizError } from '../../lib/errors';
import { ownPrivateRef } from '../account';

export interface CustomField {
  id: number;
  name: string;
  label: string;
  type: string;
  options: string[];
  required: boolean;
  placeholder: string;
  /** Asked only of attendees of these ticket types; empty: of every one. */
  ticket_type_ids: number[];
}

/** An attendee as the order and the form carry it (@conf/contract's, as the page sends it); custom answers under `fields`. */
export type ApplyerInput = Applyer;

/** Attendee columns that a form field of the same name fills rather than `fields`. */
const STANDARD = ['name', 'mobile', 'company', 'position', 'email', 'id_number'] as const;
export type Standard = (typeof STANDARD)[number];
const isStandard = (name: string): name is Standard => (STANDARD as readonly string[]).includes(name);

export const MAX_APPLYERS = 100;

/** The meeting's form; with a ticket type, only the questions asked of its attendees. */
export async function customFieldsOf(q: Queryable, meetingId: number, ticketTypeId?: number): Promise<CustomField[]> {
  return q.query<CustomField>(
    `SELECT id, name, label, type, options, required, placeholder, ticket_type_ids FROM meeting_custom_fields
      WHERE meeting_id = $1 AND ($2::int IS NULL OR cardinality(ticket_type_ids) = 0 OR $2 = ANY(ticket_type_ids)) ORDER BY sort, id`,
    [meetingId, ticketTypeId ?? null],
  );
}

function text(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') throw new BizError('参会人信息格式不正确');
  return v.trim();
}

/**
 * Reads the `applyers` parameter: a JSON array (form-encoded clients send it as a string) of objects.
 * Throws a Chinese message naming what is wrong; the values are only shaped here, checked by checkApplyer.
 */
export function parseApplyers(raw: unknown): ApplyerInput[] {
  let list = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw new BizError('参会人信息格式不正确');
    }
  }
  if (!Array.isArray(list)) throw new BizError('参会人信息格式不正确');
  if (list.length > MAX_APPLYERS) throw new BizError(`一次最多提交${MAX_APPLYERS}位参会人`);
  return list.map((item, i) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw new BizError(`第${i + 1}位参会人信息格式不正确`);
    const o = item as Record<string, unknown>;
    const fields: Record<string, string | string[]> = {};
    const rawFields = o.fields;
    if (rawFields !== undefined && rawFields !== null) {
      if (typeof rawFields !== 'object' || Array.isArray(rawFields)) throw new BizError(`第${i + 1}位参会人的表单内容格式不正确`);
      for (const [k, v] of Object.entries(rawFields as Record<string, unknown>)) {
        if (k.length > 50) continue;
        fields[k] = Array.isArray(v) ? v.map(text) : text(v);
      }
    }
    const contactId = o.contact_id === undefined || o.contact_id === null || o.contact_id === '' ? null : Number(o.contact_id);
    if (contactId !== null && (!Number.isInteger(contactId) || contactId < 1 || contactId > 2147483647))
      throw new BizError(`第${i + 1}位参会人的联系人ID不正确`);
    return {
      name: text(o.name),
      mobile: text(o.mobile),
      company: text(o.company),
      position: text(o.position),
      email: text(o.email),
      id_number: text(o.id_number).toUpperCase(),
      contact_id: contactId,
      fields,
    };
  });
}

/** The contract's rules of an answer, and what needs the database: an area or a sector from the reference tables. */
async function checkAnswer(q: Queryable, f: CustomField, value: Answer): Promise<string | null> {
  const problem = customAnswerProblem(f, value);
  if (problem || (f.type !== 'area' && f.type !== 'sector') || typeof value !== 'string' || value === '') return problem;
  // "省/市" or "行业/细分行业", names from the reference tables.
  const [parent, child, ...rest] = value.split('/');
  const table = f.type === 'area' ? 'areas' : 'sectors';
  const [found] =
    rest.length || !child
      ? []
      : await q.query(
          `SELECT 1 FROM ${table} c JOIN ${table} p ON p.id = c.parent_id WHERE p.parent_id IS NULL AND p.name = $1 AND c.name = $2`,
          [parent, child],
        );
  return found ? null : f.type === 'area' ? '请选择地区' : `请选择${f.label}`;
}

/**
 * Checks one attendee against the standard rules and the meeting's form; answers it with the custom
 * answers limited to the form's fields. `who` names the attendee in messages (第2位参会人).
 */
const failAs =
  (who: string) =>
  (msg: string): never => {
    throw new BizError(`${who}：${msg}`);
  };

/**
 * The attendee's own columns (name, mobile, ...) against the standard rules and against what the form
 * asks of a field of the same name (a form may make the company required): what an organiser's
 * correction is held to as well.
 */
export async function checkStandard(q: Queryable, a: Pick<ApplyerInput, Standard>, form: CustomField[], who: string): Promise<void> {
  const bad = failAs(who);
  if (!a.name) bad('请填写姓名');
  if (a.name.length > 30 || hasControlCharacters(a.name)) bad('姓名格式不正确');
  if (!isMobile(a.mobile)) bad(MOBILE_ERROR);
  if (a.company.length > 100 || a.position.length > 50) bad('单位或职务过长');
  if (a.email && !isEmail(a.email)) bad(EMAIL_ERROR);
  if (a.id_number && !isIdNumber(a.id_number)) bad(ID_NUMBER_ERROR);
  for (const f of form) {
    const problem = isStandard(f.name) ? await checkAnswer(q, f, a[f.name]) : null;
    if (problem) bad(problem);
  }
}

export async function checkApplyer(
  q: Queryable,
  a: ApplyerInput,
  form: CustomField[],
  who: string,
  uploaderId: number,
): Promise<ApplyerInput> {
  const bad = failAs(who);
  await checkStandard(q, a, form, who);
  const fields: Record<string, string | string[]> = {};
  for (const f of form.filter((field) => !isStandard(field.name))) {
    let value = a.fields[f.name] ?? '';
    const problem = await checkAnswer(q, f, value);
    if (problem) bad(problem);
    // A picture is kept by its reference, whichever signed address of it the page sent back.
    if (f.type === 'image' && value !== '')
      value = (await ownPrivateRef(q, uploaderId, value)) ?? bad(`${f.label}须为您本人上传的图片，请重新上传`);
    if (value !== '') fields[f.name] = value;
  }
  return { ...a, fields };
}
