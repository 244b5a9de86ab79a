import { audit } from '../../../../core';
import type { Queryable } from '../../../../db';
import { BizError } from '../../../../lib/errors';
import { SessionInput, ConsoleSession } from '@conf/contract';
import type { ContentKind } from '../kind';

type Speaker = NonNullable<SessionInput['speakers']>[number];

const SPEAKERS = `COALESCE((SELECT json_agg(json_build_object('expert_id', e.id, 'name', e.name, 'topic', sp.topic) ORDER BY sp.sort)
  FROM meeting_schedule_speakers sp JOIN experts e ON e.id = sp.expert_id WHERE sp.schedule_id = t.id), '[]'::json) AS speakers`;

const speakersOf = async (q: Queryable, id: number) =>
  await q.query<{ expert_id: number; topic: string }>(
    'SELECT expert_id, topic FROM meeting_schedule_speakers WHERE schedule_id = $1 ORDER BY sort',
    [id],
  );

/**
 * A meeting's sessions, with their speakers (experts of the meeting). The days are the sessions' local
 * days (Asia/Shanghai), as the attendee's programme groups them; sessions are in time order.
 */
export const schedules: ContentKind = {
  name: 'schedules',
  noun: '日程',
  table: 'meeting_schedules',
  scope: 'meeting',
  input: SessionInput,
  record: ConsoleSession,
  rich: ['content'],
  virtual: ['speakers'],
  select: `t.id, t.title, t.start_at, t.end_at, to_char(t.start_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS date, t.hall, t.host, t.content, ${SPEAKERS}, t.version`,
  from: 'meeting_schedules t WHERE t.meeting_id = $1',
  order: 't.start_at, t.id',

  async prepare(body, cols, { q, meetingId }, id) {
    const [current] = id
      ? await q.query<{ start_at: Date; end_at: Date }>('SELECT start_at, end_at FROM meeting_schedules WHERE id = $1', [id])
      : [];
    const start = new Date((cols.start_at as string | undefined) ?? current?.start_at ?? 0);
    const end = new Date((cols.end_at as string | undefined) ?? current?.end_at ?? 0);
    if (end < start) throw new BizError('结束时间不能早于开始时间');
    const speakers = body.speakers as Speaker[] | undefined;
    if (!speakers?.length) return;
    const ids = speakers.map((s) => s.expert_id);
    if (new Set(ids).size !== ids.length) throw new BizError('同一位讲者只能添加一次');
    const known = await q.query<{ expert_id: number }>(
      'SELECT expert_id FROM meeting_experts WHERE meeting_id = $1 AND expert_id = ANY($2::int[])',
      [meetingId, ids],
    );
    if (known.length !== ids.length) throw new BizError('讲者须是本会议的专家，请先在「专家」中添加');
  },

  async afterSave(id, body, { q, meetingId, actor }) {
    const speakers = body.speakers as Speaker[] | undefined;
    if (speakers === undefined) return;
    const before = await speakersOf(q, id);
    const after = speakers.map((s) => ({ expert_id: s.expert_id, topic: (s.topic ?? '').trim() }));
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await q.query('DELETE FROM meeting_schedule_speakers WHERE schedule_id = $1', [id]);
    for (const [i, s] of after.entries()) {
      await q.query('INSERT INTO meeting_schedule_speakers (schedule_id, expert_id, topic, sort) VALUES ($1, $2, $3, $4)', [
        id,
        s.expert_id,
        s.topic,
        i,
      ]);
    }
    await audit(q, { actor, meetingId, action: 'content.schedules.speakers', target: `meeting_schedules:${id}`, before, after });
  },
};
