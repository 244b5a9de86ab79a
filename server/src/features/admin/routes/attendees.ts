import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AttendeeCorrected, AttendeeCorrection } from '@conf/contract';
import { audit } from '../../../core';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { BizError } from '../../../lib/errors';
import { sendMessage } from '../../account';
import type { OrderStatus } from '../../orders';
import { checkStandard, customFieldsOf, reissueTicket } from '../../signup';
import { meetingThing } from './schemas';

const EDITABLE = ['name', 'mobile', 'company', 'position', 'email'] as const;
type Editable = (typeof EDITABLE)[number];

/** Why an attendee cannot be corrected any more, or null. */
function refusal(a: { checked_in_at: Date | null; active: boolean; status: OrderStatus }): string | null {
  if (a.checked_in_at) return '该参会人已签到，不能再修改';
  if (a.status === 'refunded') return '订单已退款，不能修改参会人';
  if (a.status === 'refunding') return '订单退款处理中，不能修改参会人';
  if (!a.active || a.status === 'cancelled' || a.status === 'expired') return '订单已取消，不能修改参会人';
  return null;
}

export function attendeeRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.patch(
    '/api/admin/meetings/:id/attendees/:attendee_id',
    {
      config: { ...AUTH, admin: { permission: 'attendees.write', on: 'meeting' } },
      schema: {
        summary: '更正参会人信息（与报名相同的校验；须填原因；重新签发电子票，旧票码作废；已签到或订单已退款/取消的不能修改）',
        params: meetingThing('attendee_id', '参会人ID'),
        body: AttendeeCorrection,
        answer: AttendeeCorrected,
      },
    },
    async (req) => {
      const meetingId = req.adminMeetingId!;
      const reason = req.body.reason.trim();
      if (!reason) throw new BizError('请填写原因');
      const form = await customFieldsOf(app.db, meetingId);
      const answer = await app.db.tx(async (q) => {
        // The order first, then the attendee, as a scan locks them: a check-in in flight is seen, a later one waits.
        const [a] = await q.query<
          Record<Editable, string> & {
            id: number;
            order_id: number;
            user_id: number;
            ticket_type_id: number;
            id_number: string;
            ticket_code: string | null;
            checked_in_at: Date | null;
            active: boolean;
            status: OrderStatus;
            order_sn: string;
          }
        >(
          `WITH o AS (SELECT o.id, o.status, o.order_sn FROM orders o JOIN attendees a ON a.order_id = o.id WHERE a.id = $1 AND a.meeting_id = $2 FOR UPDATE OF o)
           SELECT a.id, a.order_id, a.user_id, a.ticket_type_id, a.name, a.mobile, a.company, a.position, a.email, a.id_number, a.ticket_code, a.checked_in_at, a.active, o.status, o.order_sn
             FROM attendees a JOIN o ON o.id = a.order_id WHERE a.id = $1 FOR UPDATE OF a`,
          [req.params.attendee_id, meetingId],
        );
        if (!a) throw new BizError('参会人不存在');
        const refused = refusal(a);
        if (refused) throw new BizError(refused);
        const before = Object.fromEntries(EDITABLE.map((k) => [k, a[k]])) as Record<Editable, string>;
        const after = {
          ...before,
          ...Object.fromEntries(EDITABLE.flatMap((k) => (req.body[k] === undefined ? [] : [[k, req.body[k]!.trim()]]))),
        };
        await checkStandard(q, { ...after, id_number: a.id_number }, form, '参会人');
        if (EDITABLE.every((k) => after[k] === before[k])) throw new BizError('信息没有变化');
        if (after.mobile !== before.mobile) {
          const [taken] = await q.query<{ name: string }>(
            'SELECT name FROM attendees WHERE meeting_id = $1 AND active AND mobile = $2 AND id <> $3',
            [meetingId, after.mobile, a.id],
          );
          if (taken) throw new BizError(`${taken.name}（${after.mobile}）已报名本次会议`);
        }
        await q.query(
          'UPDATE attendees SET name = $2, mobile = $3, company = $4, position = $5, email = $6, updated_at = now() WHERE id = $1',
          [a.id, after.name, after.mobile, after.company, after.position, after.email],
        );
        // An unpaid order has no ticket yet: it gets one when paid.
        const reissued = a.ticket_code !== null;
        if (reissued) {
          await reissueTicket(q, { id: a.id, meeting_id: meetingId, ticket_type_id: a.ticket_type_id });
          await sendMessage(q, a.user_id, {
            title: '参会人信息已更正',
            kind: 'order',
            content: `主办方已更正订单 ${a.order_sn} 中参会人 ${after.name} 的信息，电子票已重新签发，请使用最新的电子票入场。`,
          });
        }
        await audit(q, {
          actor: { userId: req.access.userId, ip: req.ip },
          meetingId,
          action: 'attendee.correct',
          target: `attendee:${a.id}`,
          before,
          after: { ...after, ticket_reissued: reissued },
          reason,
        });
        const [row] = await q.query<{ issued_at: Date | null }>('SELECT issued_at FROM attendees WHERE id = $1', [a.id]);
        return { id: a.id, ...after, ticket_reissued: reissued, issued_at: row.issued_at };
      });
      return ok(answer, answer.ticket_reissued ? '已更正，电子票已重新签发' : '已更正');
    },
  );
}
