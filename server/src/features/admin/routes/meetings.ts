import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AdminMe, ConsoleAttendeePage, MeetingStats, ConsoleAttendeeQuery } from '@conf/contract';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { meetingsWhere } from '../access';
import { checkInsPer15Min, EXPECTED, MEETING_ZONE, perTicketType } from '../figures';
import { listOf, meetingParams } from './schemas';

export function meetingRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/me',
    {
      config: { ...AUTH, admin: { permission: 'console', on: 'caller' } },
      schema: {
        summary: '会务后台：我是否平台管理员，以及我可管理的会议（含时区）与角色',
        answer: AdminMe,
      },
    },
    async (req) => {
      const mine = meetingsWhere(req.access, 'console');
      // A platform admin runs every meeting; their own staff role, if any, is shown, else 'platform_admin'.
      const meetings = await app.db.query<{ id: number; title: string; time_zone: string }>(
        `SELECT m.id, m.title, m.time_zone FROM meetings m WHERE $1::boolean OR m.id = ANY($2::int[]) ORDER BY m.start_at DESC, m.id`,
        [mine === 'all', mine === 'all' ? [] : mine],
      );
      return ok({
        platform_admin: req.access.platformAdmin,
        can_create: req.access.platformAdmin || req.access.creator,
        meetings: meetings.map((m) => ({ ...m, role: req.access.roles.get(m.id) ?? 'platform_admin' })),
      });
    },
  );

  app.get(
    '/api/admin/meetings/:id/stats',
    {
      config: { ...AUTH, admin: { permission: 'stats.read', on: 'meeting' } },
      schema: {
        summary:
          '会议看板：已付款参会人/名额（含各票种）、未支付占用、已签到/应到、收入（分，已付减已退）、每日销售、每 15 分钟签到数（北京时间）',
        params: meetingParams,
        answer: MeetingStats,
      },
    },
    async (req) => {
      const id = req.adminMeetingId!;
      const [counts] = await app.db.query<{ paid_attendees: number; checked_in: number }>(
        `SELECT count(*)::int AS paid_attendees, count(*) FILTER (WHERE a.checked_in_at IS NOT NULL)::int AS checked_in FROM attendees a WHERE ${EXPECTED}`,
        [id],
      );
      const [{ capacity }] = await app.db.query<{ capacity: number }>(
        'SELECT coalesce(sum(s.capacity), 0)::int AS capacity FROM ticket_types t JOIN stock_items s ON s.id = t.stock_item_id WHERE t.meeting_id = $1',
        [id],
      );
      // Money kept: orders paid and not (yet) given back; a refunded order, a late payment sent back, count nothing.
      const [{ revenue }] = await app.db.query<{ revenue: number }>(
        "SELECT coalesce(sum(pay_amount), 0)::int AS revenue FROM orders WHERE meeting_id = $1 AND status IN ('paid', 'refunding')",
        [id],
      );
      const daily = await app.db.query<{ date: string; orders: number; amount: number }>(
        // Days of the meeting's clock, as the console shows its times.
        `SELECT to_char(paid_at AT TIME ZONE ${MEETING_ZONE}, 'YYYY-MM-DD') AS date, count(*)::int AS orders, sum(pay_amount)::int AS amount
           FROM orders WHERE meeting_id = $1 AND paid_at IS NOT NULL GROUP BY 1 ORDER BY 1`,
        [id],
      );
      // Seats held by unpaid orders, as the stock counts them.
      const [{ unpaid_holds: unpaidHolds }] = await app.db.query<{ unpaid_holds: number }>(
        'SELECT coalesce(sum(s.held), 0)::int AS unpaid_holds FROM ticket_types t JOIN stock_items s ON s.id = t.stock_item_id WHERE t.meeting_id = $1',
        [id],
      );
      const types = await perTicketType(app.db, id);
      return ok({
        ...counts,
        capacity,
        revenue,
        daily,
        by_ticket_type: types.map((t) => ({ ticket_type_id: t.ticket_type_id, name: t.name, paid: t.expected, capacity: t.capacity })),
        unpaid_holds: unpaidHolds,
        expected: counts.paid_attendees,
        per_15min: await checkInsPer15Min(app.db, id),
      });
    },
  );

  app.get(
    '/api/admin/meetings/:id/attendees',
    {
      config: { ...AUTH, admin: { permission: 'attendees.read', on: 'meeting' } },
      schema: {
        summary: '会议参会人：报名表回答、是否签到、订单状态（可按姓名或手机号搜索）',
        params: meetingParams,
        querystring: ConsoleAttendeeQuery,
        answer: ConsoleAttendeePage,
      },
    },
    async (req) => {
      const { q = '', checked_in: checkedIn, ...paging } = req.query;
      return ok(
        await listOf(
          app.db,
          `SELECT a.id, a.name, a.mobile, a.company, a.position, a.email, t.name AS ticket_name, o.order_sn, o.status AS order_status, a.fields, a.checked_in_at
             FROM attendees a JOIN orders o ON o.id = a.order_id JOIN ticket_types t ON t.id = a.ticket_type_id
            WHERE a.meeting_id = $1 AND a.active AND o.status NOT IN ('cancelled', 'expired')
              AND ($2 = '' OR a.name ILIKE '%' || $2 || '%' OR a.mobile LIKE '%' || $2 || '%')
              AND ($3::boolean IS NULL OR (a.checked_in_at IS NOT NULL) = $3)
            ORDER BY a.id`,
          [req.adminMeetingId, q.trim(), checkedIn ?? null],
          paging,
        ),
      );
    },
  );
}
