import { audit } from '../../../../core';
import { BizError } from '../../../../lib/errors';
import { posterUrl } from '../../../meeting';
import { may } from '../../access';
import { ExpertInput, ConsoleExpert } from '@conf/contract';
import type { ContentKind } from '../kind';

const DUPLICATE = '本会议已有这位专家（姓名与单位相同）';

/**
 * A meeting's experts. An expert is one person across meetings (experts, linked by meeting_experts with
 * their role and place in the list): adding one who exists links them, and their details are changed only
 * by someone who manages every meeting they appear at.
 */
export const experts: ContentKind = {
  name: 'experts',
  noun: '专家',
  table: 'experts',
  scope: 'meeting',
  input: ExpertInput,
  record: ConsoleExpert,
  rich: ['introduction'],
  virtual: ['role'],
  select: 't.id, t.name, t.title, t.organization, t.avatar, t.introduction, me.role, t.version',
  from: 'experts t JOIN meeting_experts me ON me.expert_id = t.id WHERE me.meeting_id = $1',
  order: 't.id',
  sort: { table: 'meeting_experts', key: 'expert_id', column: 'me.sort' },

  async insert(cols, { q, meetingId, req }) {
    const organization = (cols.organization as string | undefined) ?? '';
    const [known] = await q.query<{ id: number; here: boolean }>(
      'SELECT e.id, EXISTS (SELECT 1 FROM meeting_experts me WHERE me.expert_id = e.id AND me.meeting_id = $3) AS here FROM experts e WHERE e.name = $1 AND e.organization = $2 FOR UPDATE',
      [cols.name, organization, meetingId],
    );
    if (known?.here) throw new BizError(DUPLICATE);
    const id =
      known?.id ??
      (
        await q.query<{ id: number }>(
          'INSERT INTO experts (name, title, organization, avatar, introduction) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [
            cols.name,
            cols.title ?? '',
            organization,
            cols.avatar || posterUrl('avatar', { text: String(cols.name) }),
            cols.introduction ?? '',
          ],
        )
      )[0].id;
    await q.query(
      'INSERT INTO meeting_experts (meeting_id, expert_id, role, sort) VALUES ($1, $2, $3, (SELECT COALESCE(max(sort) + 1, 0) FROM meeting_experts WHERE meeting_id = $1))',
      [meetingId, id, String((req.body as { role?: string }).role ?? '').trim()],
    );
    return id;
  },

  async mayChange(id, { q, meetingId, req }) {
    const elsewhere = await q.query<{ meeting_id: number }>(
      'SELECT meeting_id FROM meeting_experts WHERE expert_id = $1 AND meeting_id <> $2',
      [id, meetingId],
    );
    if (elsewhere.some((m) => !may(req.access, m.meeting_id, 'content.write'))) {
      throw new BizError('这位专家也出现在您不能管理的其他会议中，不能在此修改其资料');
    }
  },

  async afterSave(id, body, { q, meetingId, actor }) {
    if (body.role === undefined) return;
    const role = String(body.role).trim();
    const [before] = await q.query<{ role: string }>(
      'SELECT role FROM meeting_experts WHERE meeting_id = $1 AND expert_id = $2 FOR UPDATE',
      [meetingId, id],
    );
    if (before.role === role) return;
    await q.query('UPDATE meeting_experts SET role = $3 WHERE meeting_id = $1 AND expert_id = $2', [meetingId, id, role]);
    await audit(q, {
      actor,
      meetingId,
      action: 'content.experts.role',
      target: `experts:${id}`,
      before: { role: before.role },
      after: { role },
    });
  },

  // The expert leaves this meeting and its sessions; they stay at the others.
  async remove(id, { q, meetingId }) {
    await q.query(
      'DELETE FROM meeting_schedule_speakers sp USING meeting_schedules s WHERE s.id = sp.schedule_id AND s.meeting_id = $1 AND sp.expert_id = $2',
      [meetingId, id],
    );
    await q.query('DELETE FROM meeting_experts WHERE meeting_id = $1 AND expert_id = $2', [meetingId, id]);
  },
};
