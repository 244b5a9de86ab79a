import type { ApplyFormField } from '@conf/contract';
import type { Queryable } from '../../../db';
import { audit, saveVersioned, type AuditActor } from '../../../core';
import { BizError } from '../../../lib/errors';
import { MEETING_NOT_FOUND } from '../lib/meetingRows';

const CHOICES = ['select', 'radio', 'checkbox'];
const NAME = /^[a-z][a-z0-9_]{0,49}$/;

/** The meeting's apply form in its order, every field with the ticket types it is asked for (empty: all). */
export async function applyFormOf(q: Queryable, meetingId: number): Promise<ApplyFormField[]> {
  return q.query<ApplyFormField>(
    'SELECT name, label, type, options, required, placeholder, ticket_type_ids FROM meeting_custom_fields WHERE meeting_id = $1 ORDER BY sort, id',
    [meetingId],
  );
}

/** The organiser's mistakes in their words: the first field at fault is named by its place and label. */
async function checkForm(q: Queryable, meetingId: number, fields: ApplyFormField[]): Promise<void> {
  const ticketIds = new Set(
    (await q.query<{ id: number }>('SELECT id FROM ticket_types WHERE meeting_id = $1', [meetingId])).map((r) => r.id),
  );
  const names = new Set<string>();
  fields.forEach((f, i) => {
    const at = `第${i + 1}个字段${f.label.trim() ? `「${f.label.trim()}」` : ''}`;
    if (!f.label.trim()) throw new BizError(`${at}：请填写字段名称`);
    if (!NAME.test(f.name)) throw new BizError(`${at}：字段标识须以小写字母开头，只含小写字母、数字和下划线`);
    if (names.has(f.name)) throw new BizError(`${at}：字段标识「${f.name}」重复`);
    names.add(f.name);
    const options = f.options.map((o) => o.trim()).filter(Boolean);
    if (CHOICES.includes(f.type) && options.length < 2) throw new BizError(`${at}：选择题至少需要两个选项`);
    if (new Set(options).size !== options.length) throw new BizError(`${at}：选项重复`);
    if (f.ticket_type_ids.some((id) => !ticketIds.has(id))) throw new BizError(`${at}：所选票种不属于本会议`);
  });
}

/**
 * Replaces the whole form in its new order against the meeting's version (the form is part of the meeting
 * record): answers already given keep their values, a removed question is no longer asked.
 */
export async function saveApplyForm(q: Queryable, meetingId: number, fields: ApplyFormField[], version: number, actor: AuditActor) {
  await checkForm(q, meetingId, fields);
  const before = await applyFormOf(q, meetingId);
  const where = { actor, meetingId, target: `meeting:${meetingId}` };
  const row = await saveVersioned<{ version: number }>(q, {
    table: 'meetings',
    id: meetingId,
    version,
    set: { updated_at: new Date() },
    audit: { ...where, action: 'meeting.apply_form_version' },
    notFound: MEETING_NOT_FOUND,
  });
  await q.query('DELETE FROM meeting_custom_fields WHERE meeting_id = $1', [meetingId]);
  await writeFields(q, meetingId, fields);
  const after = await applyFormOf(q, meetingId);
  await audit(q, { ...where, action: 'meeting.apply_form', before, after });
  return { fields: after, version: row.version };
}

/** A field as import-meeting (any type the attendee pages know) or the console writes it. */
type FieldToWrite = Pick<ApplyFormField, 'name' | 'label'> & Partial<Omit<ApplyFormField, 'type'>> & { type: string };

/** Writes form fields in order (import-meeting's and the console's one way to store them). */
export async function writeFields(q: Queryable, meetingId: number, fields: FieldToWrite[]): Promise<void> {
  for (const [i, f] of fields.entries()) {
    await q.query(
      'INSERT INTO meeting_custom_fields (meeting_id, name, label, type, options, required, placeholder, sort, ticket_type_ids) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9)',
      [
        meetingId,
        f.name,
        f.label.trim(),
        f.type,
        JSON.stringify((f.options ?? []).map((o) => o.trim()).filter(Boolean)),
        Boolean(f.required),
        f.placeholder ?? '',
        i,
        f.ticket_type_ids ?? [],
      ],
    );
  }
}
