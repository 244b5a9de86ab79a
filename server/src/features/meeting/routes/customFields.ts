import type { FastifyInstance } from 'fastify';
import { CustomFieldList } from '@conf/contract';
import { ok } from '../../../http/envelope';
import { meetingQuery, requireMeeting } from '../lib/meetingRows';

/** The extra fields a meeting's sign-up form asks for, in order. */
export function customFieldRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { id: number } }>(
    '/api/wyms/meeting/meeting_fieldset/custom_field',
    { schema: meetingQuery('会议报名表的自定义字段', CustomFieldList) },
    async (req) => {
      await requireMeeting(app.db, req.query.id);
      const rows = await app.db.query(
        'SELECT id, name, label, type, options, required, placeholder, ticket_type_ids FROM meeting_custom_fields WHERE meeting_id = $1 ORDER BY sort, id',
        [req.query.id],
      );
      return ok(rows);
    },
  );
}
