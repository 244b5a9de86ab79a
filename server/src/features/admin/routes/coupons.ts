import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CouponBatchInput, CouponBatchList, CouponBatchStopped, CouponStopInput, Created, type NewCouponBatch } from '@conf/contract';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { consoleCoupons, createMeetingBatch, stopBatch } from '../../account';
import { meetingParams, meetingThing } from './schemas';

const READ = { ...AUTH, admin: { permission: 'stats.read', on: 'meeting' } } as const;
const WRITE = { ...AUTH, admin: { permission: 'coupons.write', on: 'meeting' } } as const;

/** A meeting's coupon batches: usage, new batches (counted by the stock core), stopping one. */
export function couponConsoleRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const who = (req: { access: { userId: number }; ip: string; adminMeetingId: number | null }) => ({
    actor: { userId: req.access.userId, ip: req.ip },
    meetingId: req.adminMeetingId!,
  });

  app.get(
    '/api/admin/meetings/:id/coupons',
    { config: READ, schema: { summary: '会议的优惠券批次及使用情况（已领、已用、剩余）', params: meetingParams, answer: CouponBatchList } },
    async (req) => ok({ list: await consoleCoupons(app.db, req.adminMeetingId!) }),
  );

  // The schema's defaults fill what the console leaves out: the body arrives as a NewCouponBatch.
  app.post(
    '/api/admin/meetings/:id/coupons',
    {
      config: WRITE,
      schema: {
        summary: '新建优惠券批次（满减或折扣，金额为分）',
        params: meetingParams,
        body: CouponBatchInput,
        answer: Created,
      },
    },
    async (req) => {
      const id = await app.db.tx((q) => createMeetingBatch(q, who(req), { ...(req.body as NewCouponBatch), name: req.body.name.trim() }));
      return ok({ id }, '优惠券已创建');
    },
  );

  app.post(
    '/api/admin/meetings/:id/coupons/:coupon_id/stop',
    {
      config: WRITE,
      schema: {
        summary: '停止发放优惠券批次（已领取的仍可使用）',
        params: meetingThing('coupon_id', '优惠券ID'),
        body: CouponStopInput,
        answer: CouponBatchStopped,
      },
    },
    async (req) => {
      const row = await app.db.tx((q) => stopBatch(q, who(req), req.params.coupon_id, req.body.version));
      return ok(row, '已停止发放');
    },
  );
}
