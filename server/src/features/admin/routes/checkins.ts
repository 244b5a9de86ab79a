import type { FastifyInstance } from 'fastify';
import { CheckIns } from '@conf/contract';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { checkInsPer15Min, CHECKED_IN, EXPECTED, perTicketType } from '../figures';
import { meetingParams } from './schemas';

export function checkInRoutes(app: FastifyInstance): void {
  app.get(
    '/api/admin/meetings/:id/checkins',
    {
      config: { ...AUTH, admin: { permission: 'checkins.read', on: 'meeting' } },
      schema: {
        summary: '现场签到：已签到/应到（与核销端一致）、各票种、各核销员与设备、每 15 分钟签到数、拒绝入场原因、最近签到',
        params: meetingParams,
        answer: CheckIns,
      },
    },
    async (req) => {
      const id = req.adminMeetingId!;
      const [counts] = await app.db.query<{ checked_in: number; expected: number }>(
        `SELECT count(*) FILTER (WHERE a.checked_in_at IS NOT NULL)::int AS checked_in, count(*)::int AS expected FROM attendees a WHERE ${EXPECTED}`,
        [id],
      );
      // Everyone in is counted once, under the verifier and device that let them in ('' when none is recorded).
      const byVerifier = await app.db.query(
        `SELECT coalesce(u.nickname, '') AS verifier, coalesce(v.device, '') AS device, count(*)::int AS count
           FROM attendees a LEFT JOIN verifications v ON v.attendee_id = a.id LEFT JOIN users u ON u.id = v.verifier_id
          WHERE ${CHECKED_IN} GROUP BY 1, 2 ORDER BY 3 DESC, 1, 2`,
        [id],
      );
      const refusals = await app.db.query(
        'SELECT reason, count(*)::int AS count FROM check_in_refusals WHERE meeting_id = $1 GROUP BY reason ORDER BY 2 DESC, 1',
        [id],
      );
      const recent = await app.db.query(
        `SELECT a.name, t.name AS ticket_name, a.checked_in_at AS at, coalesce(u.nickname, '') AS verifier
           FROM attendees a JOIN ticket_types t ON t.id = a.ticket_type_id LEFT JOIN verifications v ON v.attendee_id = a.id LEFT JOIN users u ON u.id = v.verifier_id
          WHERE ${CHECKED_IN} ORDER BY a.checked_in_at DESC, a.id DESC LIMIT 20`,
        [id],
      );
      const types = await perTicketType(app.db, id);
      return ok({
        ...counts,
        by_ticket_type: types.map((t) => ({
          ticket_type_id: t.ticket_type_id,
          name: t.name,
          checked_in: t.checked_in,
          expected: t.expected,
        })),
        by_verifier: byVerifier,
        per_15min: await checkInsPer15Min(app.db, id),
        refusals,
        recent,
      });
    },
  );
}
