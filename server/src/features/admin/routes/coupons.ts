import type { FastifyInstance } from 'fastify';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { idProperty } from '../../../http/schemas';
import { consoleCoupons, createMeetingBatch, stopBatch, type NewBatch } from '../../account';
import { int, meetingParams, nullable, str, time } from './schemas';

const READ = { ...AUTH, admin: { permission: 'stats.read', on: 'meeting' } } as const;
const WRITE = { ...AUTH, admin: { permission: 'coupons.write', on: 'meeting' } } as const;

const batch = {
  type: 'object',
  properties: {
    id: int, name: str, kind: str, amount: int, rate: nullable(int), threshold: int, total: int, per_user_limit: int,
    claim_start: time, claim_end: time, valid_days: int, valid_end: nullable(time), stopped_at: nullable(time), version: int,
    issued: int, used: int, remaining: int,
  },
};

/** A meeting's coupon batches: usage, new batches (counted by the stock core), stopping one. */
export function couponConsoleRoutes(app: FastifyInstance): void {
  const who = (req: { access: { userId: number }; ip: string; adminMeetingId: number | null }) => ({ actor: { userId: req.access.userId, ip: req.ip }, meetingId: req.adminMeetingId! });

  app.get(
    '/api/admin/meetings/:id/coupons',
    { config: READ, schema: { summary: '会议的优惠券批次及使用情况（已领、已用、剩余）', params: meetingParams, answer: { type: 'object', properties: { list: { type: 'array', items: batch } } } } },
    async (req) => ok({ list: await consoleCoupons(app.db, req.adminMeetingId!) }),
  );

  app.post<{ Body: NewBatch }>(
    '/api/admin/meetings/:id/coupons',
    {
      config: WRITE,
      schema: {
        summary: '新建优惠券批次（满减或折扣，金额为分）',
        params: meetingParams,
        body: {
          type: 'object',
          required: ['name', 'amount', 'total', 'claim_start', 'claim_end', 'valid_days'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', title: '名称', minLength: 1, maxLength: 30 },
            kind: { type: 'string', title: '类型', enum: ['coupon', 'red_packet'], default: 'coupon' },
            amount: { type: 'integer', title: '减免金额（分）', minimum: 1, maximum: 100_000_00 },
            rate: { type: 'integer', title: '折扣（百分比）', minimum: 1, maximum: 99, nullable: true, default: null },
            threshold: { type: 'integer', title: '使用门槛（分）', minimum: 0, maximum: 100_000_00, default: 0 },
            total: { type: 'integer', title: '发放数量', minimum: 1, maximum: 1_000_000 },
            per_user_limit: { type: 'integer', title: '每人限领', minimum: 1, maximum: 100, default: 1 },
            claim_start: { type: 'string', title: '领取开始时间', format: 'date-time' },
            claim_end: { type: 'string', title: '领取结束时间', format: 'date-time' },
            valid_days: { type: 'integer', title: '领取后有效天数', minimum: 1, maximum: 3650 },
            valid_end: { type: 'string', title: '使用截止时间', format: 'date-time', nullable: true, default: null },
          },
        },
        answer: { type: 'object', properties: { id: int } },
      },
    },
    async (req) => {
      const id = await app.db.tx((q) => createMeetingBatch(q, who(req), { ...req.body, name: req.body.name.trim() }));
      return ok({ id }, '优惠券已创建');
    },
  );

  app.post<{ Body: { version: number }; Params: { coupon_id: number } }>(
    '/api/admin/meetings/:id/coupons/:coupon_id/stop',
    {
      config: WRITE,
      schema: {
        summary: '停止发放优惠券批次（已领取的仍可使用）',
        params: { type: 'object', required: ['id', 'coupon_id'], properties: { id: idProperty('会议ID'), coupon_id: idProperty('优惠券ID') } },
        body: { type: 'object', required: ['version'], properties: { version: { type: 'integer', title: '版本', minimum: 1 } } },
        answer: { type: 'object', additionalProperties: true, properties: { id: int, version: int, stopped_at: time } },
      },
    },
    async (req) => {
      const row = await app.db.tx((q) => stopBatch(q, who(req), req.params.coupon_id, req.body.version));
      return ok(row, '已停止发放');
    },
  );
}
