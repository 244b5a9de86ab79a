import type { FastifyInstance } from 'fastify';
import { idempotent } from '../../../core';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { BizError } from '../../../lib/errors';
import { broadcast, recipientsOf, type Audience } from '../broadcast';
import { int, meetingParams, str, time } from './schemas';

const SEND = { ...AUTH, admin: { permission: 'messages.send', on: 'meeting' } } as const;

interface AudienceBody {
  audience: Audience['kind'];
  ticket_type_id?: number;
}

const audienceProps = {
  audience: { type: 'string', title: '发送对象', enum: ['all', 'ticket_type', 'unpaid'] },
  ticket_type_id: { type: 'integer', title: '票种', minimum: 1 },
} as const;

function audienceOf(b: AudienceBody): Audience {
  if (b.audience !== 'ticket_type') return { kind: b.audience };
  if (!b.ticket_type_id) throw new BizError('请选择票种');
  return { kind: 'ticket_type', ticketTypeId: b.ticket_type_id };
}

/** Messages from the console to a meeting's attendees: how many an audience reaches, sending (once per key), what was sent. */
export function messageConsoleRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: AudienceBody }>(
    '/api/admin/meetings/:id/messages/audience',
    {
      config: SEND,
      schema: { summary: '发送对象当前的人数', params: meetingParams, querystring: { type: 'object', required: ['audience'], properties: audienceProps }, answer: { type: 'object', properties: { count: int } } },
    },
    async (req) => ok({ count: (await recipientsOf(app.db, req.adminMeetingId!, audienceOf(req.query))).length }),
  );

  app.get(
    '/api/admin/meetings/:id/messages',
    {
      config: SEND,
      schema: {
        summary: '本会议发过的消息（谁、发给谁、多少人）',
        params: meetingParams,
        answer: { type: 'object', properties: { list: { type: 'array', items: { type: 'object', properties: { id: { ...str, description: '审计记录编号（bigint，以字符串给出）' }, at: time, sender: str, audience: str, ticket_type_id: { type: 'integer', nullable: true }, title: str, content: str, sent: int } } } } },
      },
    },
    async (req) => {
      const list = await app.db.query(
        `SELECT l.id::text AS id, l.at, coalesce(nullif(u.nickname, ''), u.mobile, '') AS sender, l.after->'audience'->>'kind' AS audience,
                (l.after->'audience'->>'ticketTypeId')::int AS ticket_type_id, l.after->>'title' AS title, l.after->>'content' AS content, (l.after->>'sent')::int AS sent
           FROM audit_log l LEFT JOIN users u ON u.id = l.actor_user_id
          WHERE l.meeting_id = $1 AND l.action = 'message.send' ORDER BY l.id DESC LIMIT 100`,
        [req.adminMeetingId],
      );
      return ok({ list });
    },
  );

  app.post<{ Body: AudienceBody & { title: string; content: string } }>(
    '/api/admin/meetings/:id/messages',
    {
      config: SEND,
      schema: {
        summary: '给全部参会人、某票种的参会人或待支付的用户发消息（立即出现在“消息”中；带 Idempotency-Key 的重复提交只发一次）',
        params: meetingParams,
        body: {
          type: 'object',
          required: ['audience', 'title', 'content'],
          additionalProperties: false,
          properties: { ...audienceProps, title: { type: 'string', title: '标题', minLength: 1, maxLength: 40 }, content: { type: 'string', title: '内容', minLength: 1, maxLength: 1000 } },
        },
        answer: { type: 'object', properties: { sent: int } },
      },
    },
    async (req) => {
      const title = req.body.title.trim();
      const content = req.body.content.trim();
      if (!title) throw new BizError('标题不能为空');
      if (!content) throw new BizError('内容不能为空');
      const who = { actor: { userId: req.access.userId, ip: req.ip }, meetingId: req.adminMeetingId! };
      const answer = await idempotent(app.db, req, req.access.userId, async (q) => {
        const sent = await broadcast(q, who, audienceOf(req.body), { title, content });
        return { data: { sent }, msg: `已发送给 ${sent} 人` };
      });
      return ok(answer.data, answer.msg);
    },
  );
}
