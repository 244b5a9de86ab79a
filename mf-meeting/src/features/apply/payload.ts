import type { UploaderValueItem } from 'react-vant/es/uploader';
import type { CustomField } from './api/applyForm';
import type { ApplyerPayload } from './api/order';
import type { AttendeeSlot } from './stores/applyStore';
import { slotName } from './components/AttendeeCard';

// Attendee columns a question of the same name fills; every other answer goes under `fields`.
const STANDARD = ['company', 'position', 'email', 'id_number'] as const;

type Answers = Record<string, string | string[] | UploaderValueItem[] | undefined>;

function answer(f: CustomField, v: Answers[string]): string | string[] {
  if (f.type === 'image') return (v as UploaderValueItem[] | undefined)?.[0]?.url ?? '';
  if (Array.isArray(v)) return v as string[];
  return (v ?? '').trim();
}

/** The form's values as submit_ticket_order takes them, card by card; a contact fills what the form does not ask. */
export function toApplyers(values: Record<string, Answers | undefined>, slots: AttendeeSlot[], form: CustomField[]): ApplyerPayload[] {
  return slots.map(({ key, contact }) => {
    const v = values[slotName(key)] ?? {};
    const text = (name: string) => ((v[name] as string | undefined) ?? '').trim();
    const p: ApplyerPayload = {
      name: text('name'),
      mobile: text('mobile'),
      company: contact?.company ?? '',
      position: contact?.position ?? '',
      email: '',
      id_number: contact?.id_number ?? '',
      contact_id: contact?.id ?? null,
      fields: {},
    };
    for (const f of form) {
      if (f.name === 'name' || f.name === 'mobile') continue;
      const value = answer(f, v[f.name]);
      if ((STANDARD as readonly string[]).includes(f.name))
        p[f.name as (typeof STANDARD)[number]] = f.name === 'id_number' ? String(value).toUpperCase() : String(value);
      else if (value.length) p.fields[f.name] = value;
    }
    return p;
  });
}

/** The server's message when two cards carry the same mobile, or null. */
export const duplicateMobile = (list: ApplyerPayload[]) =>
  new Set(list.map((p) => p.mobile)).size !== list.length ? '参会人手机号重复，每位参会人需使用不同的手机号' : null;
