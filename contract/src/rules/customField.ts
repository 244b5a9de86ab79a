import { isEmail } from './email';
import { isIdNumber } from './idNumber';
import { isMobile } from './mobile';
import { hasControlCharacters } from './text';

export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'mobile'
  | 'email'
  | 'id_number'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'date'
  | 'area'
  | 'sector'
  | 'image';

/** What the rules need of one question of a meeting's apply form. */
export interface FieldRule {
  label: string;
  type: FieldType | string;
  required: boolean;
  options: string[];
}

export type Answer = string | string[];

const isValidDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/**
 * What is wrong with an answer (already trimmed) to a question of the apply form, in the words the
 * attendee sees, or null. The page checks it as the attendee types; the server checks it again and adds
 * what needs the database (an area or a sector from the reference tables, a picture's owner).
 */
export function customAnswerProblem(f: FieldRule, value: Answer): string | null {
  const empty = Array.isArray(value) ? value.length === 0 : value === '';
  if (empty) return f.required ? `请填写${f.label}` : null;
  if (f.type === 'checkbox') {
    const picked = Array.isArray(value) ? value : [value];
    return picked.every((v) => f.options.includes(v)) ? null : `${f.label}的选项不正确`;
  }
  if (Array.isArray(value)) return `${f.label}格式不正确`;
  if (hasControlCharacters(value)) return `${f.label}包含不支持的字符`;
  switch (f.type) {
    case 'text':
      return value.length > 200 ? `${f.label}不能超过200个字符` : null;
    case 'textarea':
      return value.length > 1000 ? `${f.label}不能超过1000个字符` : null;
    case 'number':
      return /^-?\d{1,12}(\.\d{1,4})?$/.test(value) ? null : `${f.label}应为数字`;
    case 'mobile':
      return isMobile(value) ? null : `请填写正确的${f.label}`;
    case 'email':
      return isEmail(value) ? null : `请填写正确的${f.label}`;
    case 'id_number':
      return isIdNumber(value) ? null : `请填写正确的${f.label}`;
    case 'select':
    case 'radio':
      return f.options.includes(value) ? null : `${f.label}的选项不正确`;
    case 'date':
      return isValidDate(value) ? null : `${f.label}应为有效日期`;
    default:
      return null;
  }
}
