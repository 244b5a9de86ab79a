import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH, currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { BizError, fail } from '../../lib/errors';
import { pageOf, pagingProperties, type Paging } from '../../http/paging';
import { idProperty } from '../../http/schemas';
import type { SessionUser } from '../../http/auth';
import { one } from '../../db';
import { maskMobile } from '../../lib/text';
import { checkIn } from './checkIn';
import { fillShortCodeHashes } from './offlineShortCodes';

export const VERIFIER_ROLE = 'verifier';

/** The caller, when they hold the verifier role. */
function currentVerifier(req: FastifyRequest): SessionUser {
  const user = currentUser(req);
  if (!user.roles.includes(VERIFIER_ROLE)) fail('您不是核销员');
  return user;
}

/** The meeting, when the caller is its verifier. */
async function assignedMeeting(app: FastifyInstance, meetingId: number, userId: number) {
  const m = await one<{ id: number; title: string; start_at: Date; end_at: Date; checkin_opens_at: Date }>(
    app.db,
    'SELECT m.id, m.title, m.start_at, m.end_at, m.checkin_opens_at FROM meeting_verifiers mv JOIN meetings m ON m.id = mv.meeting_id WHERE mv.meeting_id = $1 AND mv.user_id = $2',
    [meetingId, userId],
  );
  return m ?? fail('您不是该会议的核销员');
}

/** Who is expected at the door: attendees of paid orders whose e-ticket has not been revoked. */
const EXPECTED = `a.meeting_id = $1 AND a.active AND a.ticket_code IS NOT NULL AND a.revoked_at IS NULL`;

export function verifyRoutes(app: FastifyInstance): void {
  /** The meetings the caller checks attendees in at: running ones first, then upcoming, then ended (latest first). */
  app.get<{ Querystring: Paging }>(
    '/api/wyms/meeting/verifying/meeting_list',
    { config: AUTH, schema: { summary: '核销员负责的会议（进行中、未开始、已结束），附已核销/应到人数', querystring: { type: 'object', properties: pagingProperties } } },
    async (req) => {
      const user = currentVerifier(req);
      const page = await pageOf(
        app.db,
        `SELECT m.id, m.title, m.cover, m.start_at, m.end_at, m.city, m.venue,
                CASE WHEN now() < m.start_at THEN 'upcoming' WHEN now() > m.end_at THEN 'ended' ELSE 'ongoing' END AS status,
                (SELECT count(*) FROM attendees a WHERE ${EXPECTED.replaceAll('$1', 'm.id')} AND a.checked_in_at IS NOT NULL)::int AS verified_count,
                (SELECT count(*) FROM attendees a WHERE ${EXPECTED.replaceAll('$1', 'm.id')})::int AS attendee_count
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

  /** The verified list and the not-yet-arrived list of a meeting, searchable by name or mobile. */
  app.get<{ Querystring: Paging & { meeting_id: number; state?: 'verified' | 'pending'; keyword?: string } }>(
    '/api/wyms/meeting/verifying/verifying_user_list',
    {
      config: AUTH,
      schema: {
        summary: '已核销与未到场名单（可按姓名或手机号搜索），附核销时间与设备',
        querystring: {
          type: 'object',
          required: ['meeting_id'],
          properties: {
            meeting_id: idProperty('会议ID'),
            state: { type: 'string', title: '状态', enum: ['verified', 'pending'], default: 'verified' },
            keyword: { type: 'string', title: '关键词', maxLength: 30 },
            ...pagingProperties,
          },
        },
      },
    },
    async (req) => {
      const user = currentVerifier(req);
      const { meeting_id: meetingId, state = 'verified', keyword = '', ...paging } = req.query;
      const meeting = await assignedMeeting(app, meetingId, user.id);
      const search = keyword.trim();
      const page = await pageOf<{ mobile: string }>(
        app.db,
        `SELECT a.id, a.name, a.mobile, a.company, t.name AS ticket_name, a.checked_in_at, v.device, v.scanned_at, u.nickname AS verifier_name
           FROM attendees a JOIN ticket_types t ON t.id = a.ticket_type_id
           LEFT JOIN verifications v ON v.attendee_id = a.id LEFT JOIN users u ON u.id = v.verifier_id
          WHERE ${EXPECTED} AND (a.checked_in_at IS NOT NULL) = $2
            AND ($3 = '' OR a.name ILIKE '%' || $3 || '%' OR a.mobile LIKE '%' || $3 || '%')
          ORDER BY ${state === 'verified' ? 'a.checked_in_at DESC' : 'a.name'}, a.id`,
        [meetingId, state === 'verified', search],
        paging,
      );
      const [counts] = await app.db.query<{ verified: number; total: number }>(
        `SELECT count(*) FILTER (WHERE a.checked_in_at IS NOT NULL)::int AS verified, count(*)::int AS total FROM attendees a WHERE ${EXPECTED}`,
        [meetingId],
      );
      return ok({ ...page, data: page.data.map((a) => ({ ...a, mobile: maskMobile(a.mobile) })), meeting, counts: { ...counts, pending: counts.total - counts.verified } });
    },
  );

  app.post<{ Body: { meeting_id: number; code: string; scan_id: string; device?: string; scanned_at?: string } }>(
    '/api/wyms/meeting/verifying/verifying',
    {
      config: AUTH,
      schema: {
        summary: '扫码核销：首次成功返回参会人姓名；重复扫码返回“已核销”与首次时间；同一 scan_id 重试得到同一答复',
        body: {
          type: 'object',
          required: ['meeting_id', 'code', 'scan_id'],
          properties: {
            meeting_id: idProperty('会议ID'),
            code: { type: 'string', title: '电子票码', minLength: 1, maxLength: 300 },
            scan_id: { type: 'string', title: '扫码编号', pattern: '^[\\x21-\\x7e]{8,80}$' },
            device: { type: 'string', title: '设备', maxLength: 80 },
            scanned_at: { type: 'string', title: '扫码时间', format: 'date-time' },
          },
        },
      },
    },
    async (req) => {
      const user = currentVerifier(req);
      const b = req.body;
      const scannedAt = b.scanned_at ? new Date(b.scanned_at) : undefined;
      // An offline scan is dated when it happened, but never in the future or before the ticket could exist.
      if (scannedAt && (scannedAt.getTime() > Date.now() + 5 * 60_000 || scannedAt.getTime() < Date.now() - 7 * 86_400_000)) throw new BizError('扫码时间不正确');
      const answer = await checkIn(app.db, req, user, {
        meetingId: b.meeting_id,
        code: b.code,
        scanId: b.scan_id,
        device: (b.device ?? req.headers['user-agent'] ?? '').slice(0, 80),
        scannedAt,
      });
      return ok(answer.data, answer.msg);
    },
  );

  /**
   * What a scanner needs to keep working when the network drops: the meeting's public key (to check
   * signatures locally) and when its door opens, who holds a valid ticket with fingerprints of its current
   * code and short code and whether a refund is asked for, whose tickets are revoked, and who is already in.
   */
  app.get<{ Querystring: { meeting_id: number } }>(
    '/api/wyms/meeting/verifying/offline_data',
    {
      config: AUTH,
      schema: {
        summary: '离线核销所需数据：会议公钥与签到开始时间、有效电子票（含当前票码指纹 code_hash、短码指纹 short_code_hash、退款中 refund_pending）与作废的电子票、已核销名单',
        querystring: { type: 'object', required: ['meeting_id'], properties: { meeting_id: idProperty('会议ID') } },
      },
    },
    async (req) => {
      const user = currentVerifier(req);
      const meeting = await assignedMeeting(app, req.query.meeting_id, user.id);
      const key = await one<{ kid: number; public_key: Uint8Array }>(app.db, 'SELECT kid, public_key FROM meeting_keys WHERE meeting_id = $1', [meeting.id]);
      await fillShortCodeHashes(app.db, meeting.id);
      const tickets = await app.db.query(
        // code_hash tells the ticket's current code from an older one (reissued after a correction) without
        // handing the device codes it could show; mf-verify's ticketCode.ts computes the same from a scan.
        // short_code_hash likewise finds a typed short code, slow to turn back into codes (shortCode.ts).
        `SELECT a.id AS attendee_id, a.name, t.name AS ticket_name, a.checked_in_at,
                encode(substr(sha256(convert_to(a.ticket_code, 'UTF8')), 1, 8), 'hex') AS code_hash,
                a.short_code_hash, o.status = 'refunding' AS refund_pending
           FROM attendees a JOIN ticket_types t ON t.id = a.ticket_type_id JOIN orders o ON o.id = a.order_id
          WHERE ${EXPECTED} ORDER BY a.id`,
        [meeting.id],
      );
      const revoked = await app.db.query<{ id: number }>(
        'SELECT a.id FROM attendees a WHERE a.meeting_id = $1 AND a.ticket_code IS NOT NULL AND (a.revoked_at IS NOT NULL OR NOT a.active) ORDER BY a.id',
        [meeting.id],
      );
      return ok({
        meeting,
        key: key ? { kid: key.kid, public_key: Buffer.from(key.public_key).toString('base64url') } : null,
        tickets,
        revoked: revoked.map((r) => r.id),
        generated_at: new Date(),
      });
    },
  );
}
