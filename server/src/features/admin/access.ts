import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db';
import { failure } from '../../http/envelope';
import type { SessionUser } from '../../http/auth';
import { MEETING_CREATOR, ORDER_SN_PATTERN, PLATFORM_ADMIN, roleMay, type Permission, type StaffRole } from '@conf/contract';

/** What the caller may reach: everything (platform admin), or their meetings by role. */
export interface Access {
  userId: number;
  platformAdmin: boolean;
  /** Allowed by a platform admin to create meetings. */
  creator: boolean;
  roles: Map<number, StaffRole>;
}

/**
 * Which record a route is about, found from the path before the body is read: a meeting (`:id`),
 * an order (`:order_sn`, through its meeting), a ticket type (`:id`, through its meeting),
 * none but the right to create meetings (`creator`), or none (the caller's own view; a `meeting_id` in the
 * query narrows it to that meeting).
 */
export interface AdminRule {
  permission: Permission;
  on: 'meeting' | 'order' | 'caller' | 'ticket_type' | 'creator';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    admin?: AdminRule;
  }
  interface FastifyRequest {
    /** Set by the admin guard for the routes of the console. */
    access: Access;
    /** The meeting the route is about, when it is about one. */
    adminMeetingId: number | null;
  }
}

/** One answer for a caller who may not, whether the thing exists or not: nothing can be probed. */
export const FORBIDDEN = '无权访问';

export async function accessOf(q: Queryable, user: SessionUser): Promise<Access> {
  const rows = await q.query<{ meeting_id: number; role: StaffRole }>('SELECT meeting_id, role FROM meeting_staff WHERE user_id = $1', [
    user.id,
  ]);
  return {
    userId: user.id,
    platformAdmin: user.roles.includes(PLATFORM_ADMIN),
    creator: user.roles.includes(MEETING_CREATOR),
    roles: new Map(rows.map((r) => [r.meeting_id, r.role])),
  };
}

export const may = (a: Access, meetingId: number, permission: Permission) => a.platformAdmin || roleMay(a.roles.get(meetingId), permission);

/** The meetings where the caller has the permission; 'all' for a platform admin. */
export const meetingsWhere = (a: Access, permission: Permission): number[] | 'all' =>
  a.platformAdmin ? 'all' : [...a.roles].filter(([, role]) => roleMay(role, permission)).map(([id]) => id);

/** The id of a meeting there is, from a raw path or query value; null for anything else. */
async function existingMeeting(q: Queryable, raw: unknown): Promise<number | null> {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2147483647) return null;
  return (await q.query('SELECT 1 FROM meetings WHERE id = $1', [Number(raw)])).length ? Number(raw) : null;
}

/** The meeting a request is about, from its raw path or query (before validation): null when there is none or it is not one. */
async function meetingOf(q: Queryable, req: FastifyRequest, rule: AdminRule): Promise<number | null | 'none'> {
  const params = req.params as Record<string, string>;
  if (rule.on === 'meeting') return existingMeeting(q, params.id);
  if (rule.on === 'ticket_type') {
    if (!/^[1-9]\d{0,9}$/.test(params.id ?? '') || Number(params.id) > 2147483647) return null;
    const [row] = await q.query<{ meeting_id: number }>('SELECT meeting_id FROM ticket_types WHERE id = $1', [Number(params.id)]);
    return row?.meeting_id ?? null;
  }
  if (rule.on === 'order') {
    if (!new RegExp(ORDER_SN_PATTERN).test(params.order_sn ?? '')) return null;
    const [order] = await q.query<{ meeting_id: number }>('SELECT meeting_id FROM orders WHERE order_sn = $1', [params.order_sn]);
    return order?.meeting_id ?? null;
  }
  if (rule.on === 'creator') return 'none';
  const raw = (req.query as Record<string, unknown>).meeting_id;
  if (raw === undefined || raw === '') return 'none';
  return existingMeeting(q, raw);
}

/**
 * Checks the caller of every console route as the request arrives, after the login check and before
 * the body is read: a route of this scope without a rule is refused when the server starts.
 */
export function guardAdminRoutes(app: FastifyInstance): void {
  app.decorateRequest('access', null as unknown as Access);
  app.decorateRequest('adminMeetingId', null);
  app.addHook('onRoute', (route) => {
    if (!route.config?.auth || !route.config.admin) throw new Error(`admin route ${route.url} needs config { auth, admin }`);
  });
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const rule = req.routeOptions.config.admin!;
    const access = await accessOf(app.db, req.user!);
    const meetingId = await meetingOf(app.db, req, rule);
    const anywhere = (where: number[] | 'all') => where === 'all' || where.length > 0;
    const allowed =
      rule.on === 'creator'
        ? access.platformAdmin || access.creator
        : meetingId === 'none'
          ? (rule.permission === 'console' && access.creator) || anywhere(meetingsWhere(access, rule.permission))
          : meetingId !== null && may(access, meetingId, rule.permission);
    if (!allowed) return reply.code(403).send(failure(FORBIDDEN));
    req.access = access;
    req.adminMeetingId = meetingId === 'none' ? null : meetingId;
  });
}
