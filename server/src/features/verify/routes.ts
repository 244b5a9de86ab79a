import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../http/auth';
import { fail, ok } from '../../http/envelope';
import { pageOf, pagingProperties, type Paging } from '../../http/paging';
import type { SessionUser } from '../../http/tokens';

export const VERIFIER_ROLE = 'verifier';

/** The caller, when they hold the verifier role. */
function currentVerifier(req: FastifyRequest): SessionUser {
  const user = currentUser(req);
  if (!user.roles.includes(VERIFIER_ROLE)) fail('您不是核销员');
  return user;
}

export function verifyRoutes(app: FastifyInstance): void {
  /**
   * The meetings the caller checks attendees in at: running ones first, then upcoming, then ended (latest first).
   * attendee_count stays 0 until attendees (paid sign-ups) exist in a later slice.
   */
  app.get<{ Querystring: Paging }>(
    '/api/wyms/meeting/verifying/meeting_list',
    { schema: { querystring: { type: 'object', properties: pagingProperties } } },
    async (req) => {
      const user = currentVerifier(req);
      const page = await pageOf(
        app.db,
        `SELECT m.id, m.title, m.cover, m.start_at, m.end_at, m.city, m.venue,
                CASE WHEN now() < m.start_at THEN 'upcoming' WHEN now() > m.end_at THEN 'ended' ELSE 'ongoing' END AS status,
                (SELECT count(*) FROM verifications v WHERE v.meeting_id = m.id)::int AS verified_count,
                0 AS attendee_count
           FROM meeting_verifiers mv JOIN meetings m ON m.id = mv.meeting_id
          WHERE mv.user_id = $1
          ORDER BY CASE WHEN now() > m.end_at THEN 2 WHEN now() < m.start_at THEN 1 ELSE 0 END,
                   CASE WHEN now() > m.end_at THEN NULL ELSE m.start_at END ASC,
                   m.start_at DESC, m.id`,
        [user.id],
        req.query,
      );
      return ok(page);
    },
  );
}
