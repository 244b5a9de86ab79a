import type { LinkEntry } from '@conf/contract';
import type { Queryable } from '../../../db';
import { saveVersioned, type AuditActor } from '../../../core';
import { BizError } from '../../../lib/errors';
import { sanitizeRichText } from '../../../lib/richText';
import { entryProblem, type LinkEntryInput } from '../import/meetingInput';
import { MEETING_NOT_FOUND } from '../lib/meetingRows';

/** Only the entry's own fields are kept; an Editor entry's text is sanitised like any rich text. */
export function cleanEntry(e: LinkEntryInput): LinkEntryInput {
  const out: LinkEntryInput = { type: e.type, name: e.name };
  for (const k of ['Fixed_type', 'path', 'appid', 'url', 'phone', 'icon'] as const) if (e[k]) out[k] = String(e[k]);
  if (e.content) out.content = e.type === 'Editor' ? sanitizeRichText(e.content) : String(e.content);
  if (e.link_mode) out.link_mode = Number(e.link_mode);
  return out;
}

/** The meeting page's link entries in their new order, checked as import-meeting checks them, against the meeting's version. */
export async function saveLinkEntries(q: Queryable, meetingId: number, entries: LinkEntry[], version: number, actor: AuditActor) {
  entries.forEach((e, i) => {
    const problem = entryProblem({ ...e });
    if (problem) throw new BizError(`第${i + 1}个入口「${e.name || '未命名'}」${problem}`);
  });
  const row = await saveVersioned<{ page_data: LinkEntryInput[]; version: number }>(q, {
    table: 'meetings',
    id: meetingId,
    version,
    set: { page_data: JSON.stringify(entries.map(cleanEntry)), updated_at: new Date() },
    audit: { actor, meetingId, action: 'meeting.entries', target: `meeting:${meetingId}` },
    notFound: MEETING_NOT_FOUND,
  });
  return { entries: row.page_data, version: row.version };
}
