import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApplyInfo, ApplyOrderInput, ApplyOrderPlaced, Contact, ContactInput, MeetingRef, TicketList } from '@conf/contract';
import { AUTH, currentUser } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { BizError, fail } from '../../../lib/errors';
import { idempotent } from '../../../core';
import { APPLY_STATUS_TEXT, applyStatus, requireMeeting, ticketTypesOf } from '../../meeting';
import { createOrder, settleFree } from '../../orders';
import { addAttendees } from '../attendees';
import { checkApplyer, customFieldsOf, parseApplyers, type ApplyerInput } from '../applyForm';

/** The meeting's sign-up as a page shows it: whether it is open, the tickets, the form. */
async function applyInfo(app: FastifyInstance, meetingId: number) {
  const meeting = await requireMeeting<{
    id: number;
    title: string;
    cover: string;
    start_at: Date;
    end_at: Date;
    city: string;
    venue: string;
  }>(app.db, meetingId, 'm.id, m.title, m.cover, m.start_at, m.end_at, m.city, m.venue');
  const tickets = await ticketTypesOf(app.db, meetingId);
  const status = applyStatus(meeting.end_at, tickets);
  return {
    meeting,
    apply_status: status,
    apply_status_text: APPLY_STATUS_TEXT[status],
    tickets: tickets.map(({ stock_item_id: _s, ...t }) => t),
    fields: await customFieldsOf(app.db, meetingId),
  };
}

type SubmitBody = ApplyOrderInput;

/** Contacts of the caller by id, as attendees (the mini-program may send only their ids). */
async function contactsAsApplyers(app: FastifyInstance, userId: number, ids: number[]): Promise<ApplyerInput[]> {
  const rows = await app.db.query<{ id: number; name: string; mobile: string; company: string; position: string; id_number: string }>(
    'SELECT id, name, mobile, company, position, id_number FROM contacts WHERE user_id = $1 AND id = ANY($2::int[])',
    [userId, ids],
  );
  return ids.map((id) => {
    const c = rows.find((r) => r.id === id);
    if (!c) throw new BizError('所选参会人不存在');
    return {
      name: c.name,
      mobile: c.mobile,
      company: c.company,
      position: c.position,
      email: '',
      id_number: c.id_number,
      contact_id: c.id,
      fields: {},
    };
  });
}

function idList(raw: string | number[] | undefined): number[] {
  if (raw === undefined || raw === '') return [];
  const parts = Array.isArray(raw) ? raw : String(raw).split(',');
  return parts.map((p) => {
    const n = Number(p);
    if (!Number.isInteger(n) || n < 1 || n > 2147483647) throw new BizError('参会人ID不正确');
    return n;
  });
}

export function applyRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/ms.meeting/get_meeting_tickets',
    { schema: { summary: '会议票种（价格为分，stock 为剩余名额，limit 为每单上限）', body: MeetingRef, answer: TicketList } },
    async (req) => {
      const info = await applyInfo(app, req.body.meeting_id);
      return ok(info.tickets);
    },
  );

  // Spec: meeting_apply/index needs no authentication.
  app.get(
    '/api/wyms/meeting/meeting_apply/index',
    { schema: { summary: '报名信息（是否开放、票种、报名表单），无需登录', querystring: MeetingRef, answer: ApplyInfo } },
    async (req) => ok(await applyInfo(app, req.query.meeting_id)),
  );

  app.post(
    '/api/ms.meeting/get_apply_form',
    { config: AUTH, schema: { summary: '报名表单与票种', body: MeetingRef, answer: ApplyInfo } },
    async (req) => {
      currentUser(req);
      return ok(await applyInfo(app, req.body.meeting_id));
    },
  );

  // The body and the answer are @conf/contract's schemas, which mf-meeting types its call with.
  const submitSchema = {
    summary: '提交报名订单（占座并锁定优惠券；可带 Idempotency-Key 防重复提交）',
    body: ApplyOrderInput,
    answer: ApplyOrderPlaced,
  };
  const submit = (req: FastifyRequest<{ Body: SubmitBody }>) =>
    submitOrder(req).catch((error: unknown) => {
      // Two orders racing for the same person: the unique index decides, the message says what happened.
      if ((error as { constraint?: string }).constraint === 'attendees_once_per_meeting')
        throw new BizError('参会人已报名本次会议，请勿重复报名');
      throw error;
    });
  const submitOrder = async (req: FastifyRequest<{ Body: SubmitBody }>) => {
    const me = currentUser(req);
    const b = req.body;
    const people =
      b.applyers !== undefined && b.applyers !== ''
        ? parseApplyers(b.applyers)
        : await contactsAsApplyers(app, me.id, idList(b.applyer_ids));
    if (!people.length) return fail('请添加参会人');
    const form = await customFieldsOf(app.db, b.meeting_id, b.ticket_id);
    const checked: ApplyerInput[] = [];
    for (const [i, p] of people.entries()) checked.push(await checkApplyer(app.db, p, form, `第${i + 1}位参会人`, me.id));
    const mobiles = new Set(checked.map((p) => p.mobile));
    if (mobiles.size !== checked.length) return fail('参会人手机号重复，每位参会人需使用不同的手机号');
    const answer = await idempotent(app.db, req, me.id, async (q) => {
      const meeting = await requireMeeting<{ id: number; title: string; end_at: Date }>(q, b.meeting_id, 'm.id, m.title, m.end_at');
      const [ticket] = await ticketTypesOf(q, b.meeting_id, [b.ticket_id]);
      if (!ticket) throw new BizError('票种不存在');
      if (meeting.end_at.getTime() <= Date.now()) throw new BizError('会议已结束，无法报名');
      if (ticket.sale_state === 'not_started') throw new BizError('该票种尚未开售');
      if (ticket.sale_state === 'ended') throw new BizError('该票种已停止售票');
      if (checked.length > ticket.limit) throw new BizError(`该票种每单最多${ticket.limit}人`);
      for (const p of checked) {
        if (p.contact_id === null) continue;
        const [own] = await q.query('SELECT 1 FROM contacts WHERE id = $1 AND user_id = $2', [p.contact_id, me.id]);
        if (!own) throw new BizError('所选参会人不存在');
      }
      const order = await createOrder(
        q,
        {
          kind: 'meeting',
          userId: me.id,
          meetingId: meeting.id,
          title: `${meeting.title} · ${ticket.name}`,
          total: ticket.price * checked.length,
          stock: [{ itemId: ticket.stock_item_id, qty: checked.length }],
          userCouponId: b.coupon_id,
          refundDeadline: ticket.refund_deadline,
          expireSeconds: app.config.orderExpireSeconds,
          contactName: checked[0].name,
          contactMobile: checked[0].mobile,
          remark: b.remark?.trim() ?? '',
          soldOutMessage: (left) => (left > 0 ? `该票种仅剩${left}个名额` : '该票种已售罄'),
        },
        (created) => addAttendees(q, created, ticket.id, checked),
      );
      const settled = await settleFree(q, order);
      return {
        data: { order_sn: settled.order_sn, status: settled.status, pay_amount: settled.pay_amount, expires_at: settled.expires_at },
        msg: settled.status === 'paid' ? '报名成功' : '订单已提交，请尽快支付',
      };
    });
    return ok(answer.data, answer.msg);
  };
  app.post('/api/ms.meeting/submit_ticket_order', { config: AUTH, schema: submitSchema }, submit);
  app.post(
    '/api/wyms/meeting/meeting_apply/submit',
    { config: AUTH, schema: { ...submitSchema, summary: '提交报名（同 submit_ticket_order）' } },
    submit,
  );

  // A typed-in attendee kept among the user's contacts for next time (one per mobile).
  app.post(
    '/api/ms.meeting/save_applyer_info',
    {
      config: AUTH,
      schema: { summary: '保存参会人到常用参会人（同手机号则更新）', body: Type.Omit(ContactInput, ['id']), answer: Contact },
    },
    async (req) => {
      const me = currentUser(req);
      const [p] = parseApplyers([req.body]);
      const checked = await checkApplyer(app.db, p, [], '参会人', me.id);
      const saved = await app.db.tx(async (q) => {
        const [updated] = await q.query(
          `UPDATE contacts SET name = $3, company = $4, position = $5, id_number = $6, updated_at = now() WHERE user_id = $1 AND mobile = $2
           RETURNING id, name, mobile, company, position, id_number`,
          [me.id, checked.mobile, checked.name, checked.company, checked.position, checked.id_number],
        );
        if (updated) return updated;
        const [created] = await q.query(
          `INSERT INTO contacts (user_id, name, mobile, company, position, id_number)
           SELECT $1, $2, $3, $4, $5, $6 WHERE (SELECT count(*) FROM contacts WHERE user_id = $1) < 100
           RETURNING id, name, mobile, company, position, id_number`,
          [me.id, checked.name, checked.mobile, checked.company, checked.position, checked.id_number],
        );
        return created ?? null;
      });
      return saved ? ok(saved, '已保存到常用参会人') : fail('最多保存100位常用参会人');
    },
  );
}
