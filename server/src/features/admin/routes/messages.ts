import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AudienceCount, AudienceQuery, MessageSend, MessageSent, SentMessageList } from '@conf/contract';
import { idempotent } from '../../../core';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { BizError } from '../../../lib/errors';
import { broadcast, recipientsOf, type Audience } from '../broadcast';
import { meetingParams } from './schemas';

const SEND = { ...AUTH, admin: { permission: 'messages.send', on: 'meeting' } } as const;

function audienceOf(b: AudienceQuery): Audience {
  if (b.audience !== 'ticket_type') return { kind: b.audience };
  if (!b.ticket_type_id) throw new BizError('请选择票种');
  return { kind: 'ticket_type', ticketTypeId: b.ticket_type_id };
}

/** Messages from the console to a meeting's attendees: how many an audience reaches, sending (once per key), what was sent. */
export function messageConsoleRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/meetings/:id/messages/audience',
    {
      config: SEND,
      schema: { summary: '发送对象当前的人数', params: meetingParams, querystring: AudienceQuery, answer: AudienceCount },
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
        answer: SentMessageList,
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

  app.post(
    '/api/admin/meetings/:id/messages',
    {
      config: SEND,
      schema: {
        summary: '给全部参会人、某票种的参会人或待支付的用户发消息（立即出现在“消息”中；带 Idempotency-Key 的重复提交只发一次）',
        params: meetingParams,
        body: MessageSend,
        answer: MessageSent,
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
