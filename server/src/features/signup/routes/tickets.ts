import QRCode from 'qrcode';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AttendeeEditInput,
  AttendeeInfo,
  AttendeeRef,
  ETicketList,
  EditableAttendee,
  MeetingTripList,
  MyApplyerPage,
  OrderSnInput,
  PagingInput,
  PrintTicket,
  PrintTicketInput,
} from '@conf/contract';
import { AUTH, currentUser } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { BizError, fail } from '../../../lib/errors';
import { pageOf } from '../../../http/paging';
import { viewableAnswers } from '../../account';
import { findOrder, STATUS_TEXT, type OrderStatus } from '../../orders';
import { attendeesOf } from '../attendees';
import { checkApplyer, customFieldsOf, parseApplyers } from '../applyForm';

/** The e-ticket QR as SVG: the code is exactly the QR's text (alphanumeric mode, medium error correction). */
const qrSvg = (code: string) => QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });

/** Whether a person's ticket still admits them: paid, not revoked, not yet used. */
function ticketState(
  a: { ticket_code: string | null; revoked_at: Date | null; checked_in_at: Date | null; active: boolean },
  status: OrderStatus,
): string {
  if (a.revoked_at || status === 'refunded') return 'revoked';
  if (!a.ticket_code || (status !== 'paid' && status !== 'refunding')) return 'pending';
  return a.checked_in_at ? 'used' : 'valid';
}

const TICKET_STATE_TEXT: Record<string, string> = { valid: '待入场', used: '已签到', revoked: '已作废', pending: '待支付' };

export function ticketRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  // The e-tickets of the caller's order: one per attendee, `code` is the exact text in the QR.
  app.get(
    '/api/wyms/meeting/meeting_apply/attendance_voucher',
    {
      config: AUTH,
      schema: {
        summary: '电子票（参会凭证）：每位参会人一张，code 为二维码内容，short_code 为可手动输入的短码',
        querystring: OrderSnInput,
        answer: ETicketList,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const order = await findOrder(app.db, req.query.order_sn, me.id);
      if (order.kind !== 'meeting') return fail('该订单不是会议订单');
      if (order.status !== 'paid' && order.status !== 'refunding')
        return fail(order.status === 'unpaid' ? '订单支付后即可查看电子票' : '订单已关闭，电子票已失效');
      const people = (await attendeesOf(app.db, order.id)) as Array<{
        id: number;
        name: string;
        mobile: string;
        ticket_name: string;
        ticket_code: string | null;
        short_code: string | null;
        revoked_at: Date | null;
        checked_in_at: Date | null;
        active: boolean;
      }>;
      const [meeting] = await app.db.query('SELECT id, title, start_at, end_at, venue, address FROM meetings WHERE id = $1', [
        order.meeting_id,
      ]);
      const list = [];
      for (const p of people) {
        const state = ticketState(p, order.status);
        list.push({
          id: p.id,
          name: p.name,
          mobile: `${p.mobile.slice(0, 3)}****${p.mobile.slice(7)}`,
          ticket_name: p.ticket_name,
          code: p.ticket_code,
          // Typed at the door when the QR cannot be read; shown only while the QR is.
          short_code: p.ticket_code && state !== 'revoked' ? p.short_code : null,
          state,
          state_text: TICKET_STATE_TEXT[state],
          checked_in_at: p.checked_in_at,
          qr_svg: p.ticket_code && state !== 'revoked' ? await qrSvg(p.ticket_code) : null,
          meeting,
        });
      }
      return ok(list);
    },
  );

  // What a printed ticket shows; the page lays it out for paper.
  app.post(
    '/api/ms.member/get_print_ticket',
    {
      config: AUTH,
      schema: {
        summary: '打印电子票所需信息',
        body: PrintTicketInput,
        answer: PrintTicket,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const order = await findOrder(app.db, req.body.order_sn, me.id);
      if (order.status !== 'paid' && order.status !== 'refunding') return fail('订单支付后才能打印电子票');
      const [meeting] = await app.db.query(
        'SELECT title, start_at, end_at, city, venue, address, organizer, phone FROM meetings WHERE id = $1',
        [order.meeting_id],
      );
      const people = (await attendeesOf(app.db, order.id)) as Array<{
        id: number;
        name: string;
        company: string;
        ticket_name: string;
        ticket_code: string | null;
        short_code: string | null;
        revoked_at: Date | null;
      }>;
      const chosen = people.filter((p) => (req.body.attendee_id ? p.id === req.body.attendee_id : true) && p.ticket_code && !p.revoked_at);
      if (!chosen.length) return fail('参会人不存在');
      const tickets = [];
      for (const p of chosen)
        tickets.push({
          attendee_id: p.id,
          name: p.name,
          company: p.company,
          ticket_name: p.ticket_name,
          code: p.ticket_code,
          short_code: p.short_code,
          qr_svg: await qrSvg(p.ticket_code!),
        });
      return ok({
        order_sn: order.order_sn,
        meeting,
        tickets,
        notice: '请携带本票（纸质或手机出示）至签到处扫码入场，一人一票，仅限本人使用。',
      });
    },
  );

  // Everyone the caller has signed up, newest first (the /test-attendee page).
  app.post(
    '/api/ms.member/get_my_applyer',
    { config: AUTH, schema: { summary: '我报名的参会人', body: PagingInput, answer: MyApplyerPage } },
    async (req) => {
      const me = currentUser(req);
      const page = await pageOf<{ status: OrderStatus }>(
        app.db,
        `SELECT a.id, a.name, a.mobile, a.company, a.position, o.order_sn, o.status, m.id AS meeting_id, m.title AS meeting_title, m.start_at, t.name AS ticket_name
           FROM attendees a JOIN orders o ON o.id = a.order_id JOIN meetings m ON m.id = a.meeting_id JOIN ticket_types t ON t.id = a.ticket_type_id
          WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id DESC`,
        [me.id],
        req.body,
      );
      return ok({ ...page, data: page.data.map((r) => ({ ...r, status_text: STATUS_TEXT[r.status] })) });
    },
  );

  // The meetings the caller holds tickets for, soonest first (a trip: where and when to be).
  app.post(
    '/api/ms.order/get_my_meeting_trip',
    { config: AUTH, schema: { summary: '我的行程：已报名的会议（以及酒店入住）', answer: MeetingTripList } },
    async (req) => {
      const me = currentUser(req);
      const list = await app.db.query(
        `SELECT m.id AS meeting_id, m.title, m.cover, m.start_at, m.end_at, m.city, m.venue, m.address,
                count(DISTINCT a.id)::int AS attendee_count,
                CASE WHEN now() > m.end_at THEN 'ended' WHEN now() >= m.start_at THEN 'ongoing' ELSE 'upcoming' END AS status
           FROM orders o JOIN meetings m ON m.id = o.meeting_id LEFT JOIN attendees a ON a.order_id = o.id AND a.active
          WHERE o.user_id = $1 AND o.status IN ('paid', 'refunding')
          GROUP BY m.id ORDER BY (now() > m.end_at), m.start_at`,
        [me.id],
      );
      return ok(list);
    },
  );

  const editable = async (attendeeId: number, userId: number) => {
    const [a] = await app.db.query<{
      id: number;
      order_sn: string;
      status: OrderStatus;
      meeting_id: number;
      ticket_type_id: number;
      start_at: Date;
      active: boolean;
    }>(
      `SELECT a.id, o.order_sn, o.status, a.meeting_id, a.ticket_type_id, m.start_at, a.active FROM attendees a JOIN orders o ON o.id = a.order_id JOIN meetings m ON m.id = a.meeting_id
        WHERE a.id = $1 AND a.user_id = $2`,
      [attendeeId, userId],
    );
    if (!a) throw new BizError('参会人不存在');
    const why =
      !a.active || !['unpaid', 'paid'].includes(a.status)
        ? '订单已关闭，无法修改'
        : a.start_at.getTime() <= Date.now()
          ? '会议已开始，报名信息不能再修改'
          : null;
    return { ...a, can_edit: !why, reason: why };
  };

  app.get(
    '/api/wyms/meeting/meeting_apply/edit_apply_information_details',
    {
      config: AUTH,
      schema: {
        summary: '修改报名信息：当前信息与表单',
        querystring: AttendeeRef,
        answer: EditableAttendee,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const state = await editable(req.query.attendee_id, me.id);
      const [a] = await app.db.query<{ fields: Record<string, unknown> | null }>(
        'SELECT id, name, mobile, company, position, email, id_number, fields FROM attendees WHERE id = $1',
        [state.id],
      );
      return ok({
        applyer: { ...a, fields: await viewableAnswers(app.db, a.fields) },
        fields: await customFieldsOf(app.db, state.meeting_id, state.ticket_type_id),
        order_sn: state.order_sn,
        can_edit: state.can_edit,
        reason: state.reason,
      });
    },
  );

  app.post(
    '/api/wyms/meeting/meeting_apply/edit_apply_information',
    {
      config: AUTH,
      schema: {
        summary: '修改报名信息（会议开始前；电子票不含个人信息，无需重新出票）',
        body: AttendeeEditInput,
        answer: AttendeeInfo,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const state = await editable(req.body.attendee_id, me.id);
      if (!state.can_edit) return fail(state.reason ?? '无法修改');
      const raw = typeof req.body.applyer === 'string' ? `[${req.body.applyer}]` : [req.body.applyer];
      const [p] = parseApplyers(raw);
      const checked = await checkApplyer(app.db, p, await customFieldsOf(app.db, state.meeting_id, state.ticket_type_id), '参会人', me.id);
      const [row] = await app.db
        .query<{ fields: Record<string, unknown> | null }>(
          `UPDATE attendees SET name = $2, mobile = $3, company = $4, position = $5, email = $6, id_number = $7, fields = $8, updated_at = now()
            WHERE id = $1 RETURNING id, name, mobile, company, position, email, id_number, fields`,
          [
            state.id,
            checked.name,
            checked.mobile,
            checked.company,
            checked.position,
            checked.email,
            checked.id_number,
            JSON.stringify(checked.fields),
          ],
        )
        .catch((error: { constraint?: string }) => {
          if (error.constraint === 'attendees_once_per_meeting') throw new BizError('该手机号已报名本次会议');
          throw error;
        });
      return ok({ ...row, fields: await viewableAnswers(app.db, row.fields) }, '报名信息已修改');
    },
  );
}
