import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CheckedIn,
  MeetingRef,
  OfflineData,
  PagingInput,
  ScanInput,
  VerifyMeetingPage,
  VerifyingUsers,
  VerifyingUsersQuery,
} from '@conf/contract';
import { AUTH, currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { BizError, fail } from '../../lib/errors';
import type { SessionUser } from '../../http/auth';
import { maskMobile } from '@conf/contract';
import { checkIn } from './checkIn';
import { fillShortCodeHashes } from './offlineShortCodes';
import {
  attendeesAtDoor,
  doorCounts,
  meetingPublicKey,
  meetingsOfVerifier,
  offlineTickets,
  revokedTickets,
  verifierMeeting,
} from './queries';

export const VERIFIER_ROLE = 'verifier';

/** The caller, when they hold the verifier role. */
function currentVerifier(req: FastifyRequest): SessionUser {
  const user = currentUser(req);
  if (!user.roles.includes(VERIFIER_ROLE)) fail('您不是核销员');
  return user;
}

/** The meeting, when the caller is its verifier. */
async function assignedMeeting(app: FastifyInstance, meetingId: number, userId: number) {
  return (await verifierMeeting(app.db, meetingId, userId)) ?? fail('您不是该会议的核销员');
}

export function verifyRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  /** The meetings the caller checks attendees in at: running ones first, then upcoming, then ended (latest first). */
  app.get(
    '/api/wyms/meeting/verifying/meeting_list',
    {
      config: AUTH,
      schema: {
        summary: '核销员负责的会议（进行中、未开始、已结束），附已核销/应到人数',
        querystring: PagingInput,
        answer: VerifyMeetingPage,
      },
    },
    async (req) => {
      const user = currentVerifier(req);
      const page = await meetingsOfVerifier(app.db, user.id, req.query);
      return ok(page);
    },
  );

  /** The verified list and the not-yet-arrived list of a meeting, searchable by name or mobile. */
  app.get(
    '/api/wyms/meeting/verifying/verifying_user_list',
    {
      config: AUTH,
      schema: {
        summary: '已核销与未到场名单（可按姓名或手机号搜索），附核销时间与设备',
        querystring: VerifyingUsersQuery,
        answer: VerifyingUsers,
      },
    },
    async (req) => {
      const user = currentVerifier(req);
      const { meeting_id: meetingId, state = 'verified', keyword = '', ...paging } = req.query;
      const meeting = await assignedMeeting(server, meetingId, user.id);
      const search = keyword.trim();
      const page = await attendeesAtDoor(app.db, meetingId, state === 'verified', search, paging);
      const counts = await doorCounts(app.db, meetingId);
      return ok({
        ...page,
        data: page.data.map((a) => ({ ...a, mobile: maskMobile(a.mobile) })),
        meeting,
        counts: { ...counts, pending: counts.total - counts.verified },
      });
    },
  );

  app.post(
    '/api/wyms/meeting/verifying/verifying',
    {
      config: AUTH,
      schema: {
        summary: '扫码核销：首次成功返回参会人姓名；重复扫码返回“已核销”与首次时间；同一 scan_id 重试得到同一答复',
        body: ScanInput,
        answer: CheckedIn,
      },
    },
    async (req) => {
      const user = currentVerifier(req);
      const b = req.body;
      const scannedAt = b.scanned_at ? new Date(b.scanned_at) : undefined;
      // An offline scan is dated when it happened, but never in the future or before the ticket could exist.
      if (scannedAt && (scannedAt.getTime() > Date.now() + 5 * 60_000 || scannedAt.getTime() < Date.now() - 7 * 86_400_000))
        throw new BizError('扫码时间不正确');
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
  app.get(
    '/api/wyms/meeting/verifying/offline_data',
    {
      config: AUTH,
      schema: {
        summary:
          '离线核销所需数据：会议公钥与签到开始时间、有效电子票（含当前票码指纹 code_hash、短码指纹 short_code_hash、退款中 refund_pending）与作废的电子票、已核销名单',
        querystring: MeetingRef,
        answer: OfflineData,
      },
    },
    async (req) => {
      const user = currentVerifier(req);
      const meeting = await assignedMeeting(server, req.query.meeting_id, user.id);
      const key = await meetingPublicKey(app.db, meeting.id);
      await fillShortCodeHashes(app.db, meeting.id);
      const tickets = await offlineTickets(app.db, meeting.id);
      const revoked = await revokedTickets(app.db, meeting.id);
      return ok({
        meeting,
        key: key ? { kid: key.kid, public_key: Buffer.from(key.public_key).toString('base64url') } : null,
        tickets,
        revoked,
        generated_at: new Date(),
      });
    },
  );
}
