import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuditPage, AuditQuery } from '@conf/contract';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { meetingsWhere } from '../access';
import { listOf } from './schemas';

export function auditRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/audit',
    {
      config: { ...AUTH, admin: { permission: 'audit.read', on: 'caller' } },
      schema: {
        summary: '审计日志（我可查看的会议；可按会议、操作筛选），最新在前',
        querystring: AuditQuery,
        answer: AuditPage,
      },
    },
    async (req) => {
      const { meeting_id: meetingId, action = '', ...paging } = req.query;
      const mine = meetingsWhere(req.access, 'audit.read');
      // A platform admin also sees rows of no meeting (platform roles); others only their meetings' rows.
      return ok(
        await listOf(
          app.db,
          `SELECT l.id::text AS id, CASE WHEN l.actor = 'user' THEN 'user:' || l.actor_user_id ELSE l.actor END AS actor, u.nickname AS actor_name,
                  l.meeting_id, l.action, l.target, l.reason, l.at, l.before, l.after, l.ip
             FROM audit_log l LEFT JOIN users u ON u.id = l.actor_user_id
            WHERE ($1::boolean OR l.meeting_id = ANY($2::int[])) AND ($3::int IS NULL OR l.meeting_id = $3) AND ($4 = '' OR l.action = $4)
            ORDER BY l.id DESC`,
          [mine === 'all', mine === 'all' ? [] : mine, meetingId ?? null, action],
          paging,
        ),
      );
    },
  );
}
