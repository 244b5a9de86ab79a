import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CustomFieldList, MeetingIdQuery } from '@conf/contract';
import { ok } from '../../../http/envelope';
import { requireMeeting } from '../lib/meetingRows';

/** The extra fields a meeting's sign-up form asks for, in order. */
export function customFieldRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/wyms/meeting/meeting_fieldset/custom_field',
    { schema: { summary: '会议报名表的自定义字段', querystring: MeetingIdQuery, answer: CustomFieldList } },
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
