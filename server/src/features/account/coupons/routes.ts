import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ClaimableCouponList,
  CouponChoice,
  CouponChoiceList,
  CouponOrder,
  CouponPage,
  CouponPageQuery,
  CouponRef,
  CouponShare,
  HeldCoupon,
  MeetingCouponList,
  MeetingRef,
} from '@conf/contract';
import { AUTH, currentUser } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { pageOf } from '../../../http/paging';
import { addPersonStat } from '../profile/personStats';
import { REMAINING_SQL, STATE_SQL, couponChoices, discountOf, obtainCoupon, usableCouponCount, type CouponState } from './store';

addPersonStat('coupon_count', usableCouponCount);

const HELD_COLUMNS = `uc.id, uc.coupon_id, c.name, c.amount, c.threshold, uc.valid_from, uc.valid_to, uc.used_at, uc.order_no,
  c.meeting_id, m.title AS meeting_title, ${STATE_SQL} AS state`;
const HELD_FROM = 'user_coupons uc JOIN coupons c ON c.id = uc.coupon_id LEFT JOIN meetings m ON m.id = c.meeting_id';

// Bodies and answers are @conf/contract's schemas, which mf-account, mf-meeting and mf-hotel type their calls with.
export function couponRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/ms.coupon/get_my_coupon_list',
    { config: AUTH, schema: { summary: '我的优惠券（按状态分页，附各状态数量）', body: CouponPageQuery, answer: CouponPage } },
    async (req) => {
      const me = currentUser(req);
      const { state = 'unused', ...paging } = req.body ?? {};
      // Unused ones expiring soonest first; used and expired ones most recent first.
      const order = state === 'unused' ? 'uc.valid_to ASC, uc.id' : 'coalesce(uc.used_at, uc.valid_to) DESC, uc.id DESC';
      const page = await pageOf<HeldCoupon>(
        app.db,
        `SELECT ${HELD_COLUMNS} FROM ${HELD_FROM} WHERE uc.user_id = $1 AND ${STATE_SQL} = $2 ORDER BY ${order}`,
        [me.id, state],
        paging,
      );
      const counts = await app.db.query<{ state: CouponState; n: number }>(
        `SELECT ${STATE_SQL} AS state, count(*)::int AS n FROM user_coupons uc WHERE uc.user_id = $1 GROUP BY 1`,
        [me.id],
      );
      return ok({ ...page, counts: { unused: 0, used: 0, expired: 0, ...Object.fromEntries(counts.map((c) => [c.state, c.n])) } });
    },
  );

  // Batches open for claiming now, with what this user already holds of each.
  app.post(
    '/api/ms.coupon/get_claimable_coupon_list',
    { config: AUTH, schema: { summary: '可领取的优惠券', answer: ClaimableCouponList } },
    async (req) => {
      const me = currentUser(req);
      const list = await app.db.query(
        `SELECT c.id, c.name, c.amount, c.threshold, c.valid_days, c.valid_end, c.claim_end, c.meeting_id, m.title AS meeting_title,
              ${REMAINING_SQL} AS remaining, c.per_user_limit,
              (SELECT count(*)::int FROM user_coupons uc WHERE uc.coupon_id = c.id AND uc.user_id = $1) AS obtained
         FROM coupons c JOIN stock_items s ON s.id = c.stock_item_id LEFT JOIN meetings m ON m.id = c.meeting_id
        WHERE c.stopped_at IS NULL AND now() >= c.claim_start AND now() < c.claim_end AND (c.valid_end IS NULL OR c.valid_end > now())
        ORDER BY c.claim_end, c.id`,
        [me.id],
      );
      return ok({ list });
    },
  );

  app.post(
    '/api/ms.coupon/obtain_coupon',
    { config: AUTH, schema: { summary: '领取优惠券', body: CouponRef, answer: HeldCoupon } },
    async (req) => {
      const me = currentUser(req);
      const id = await app.db.tx((q) => obtainCoupon(q, me.id, req.body.coupon_id));
      const [held] = await app.db.query(`SELECT ${HELD_COLUMNS} FROM ${HELD_FROM} WHERE uc.id = $1`, [id]);
      return ok(held, '领取成功');
    },
  );
}

/** Coupons at the checkout: which of the user's coupons an order can use, and batches a meeting hands out. */
export function checkoutCouponRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/ms.coupon/get_best_coupon',
    {
      config: AUTH,
      schema: { summary: '为订单推荐最优优惠券（金额为分）', body: CouponOrder, answer: Type.Union([CouponChoice, Type.Null()]) },
    },
    async (req) => {
      const me = currentUser(req);
      const best = (await couponChoices(app.db, me.id, req.body.meeting_id, req.body.amount)).find((c) => c.usable);
      return ok(best ? { ...best, discount: discountOf(best, req.body.amount) } : null);
    },
  );

  app.post(
    '/api/ms.coupon/select_coupon',
    { config: AUTH, schema: { summary: '下单可选的优惠券（可用在前，标明不可用原因）', body: CouponOrder, answer: CouponChoiceList } },
    async (req) => {
      const me = currentUser(req);
      const list = await couponChoices(app.db, me.id, req.body.meeting_id, req.body.amount);
      return ok({
        list: list.map((c) => ({ ...c, discount: c.usable ? discountOf(c, req.body.amount) : 0 })),
        best_id: list.find((c) => c.usable)?.id ?? null,
      });
    },
  );

  const batches = (kind: 'coupon' | 'red_packet') => async (req: FastifyRequest<{ Body: MeetingRef }>) => {
    const me = currentUser(req);
    const list = await app.db.query(
      `SELECT c.id, c.name, c.kind, c.amount, c.threshold, c.valid_days, c.valid_end, c.claim_end, ${REMAINING_SQL} AS remaining, c.per_user_limit,
              (SELECT count(*)::int FROM user_coupons uc WHERE uc.coupon_id = c.id AND uc.user_id = $2) AS obtained
         FROM coupons c JOIN stock_items s ON s.id = c.stock_item_id
        WHERE c.kind = $3 AND c.meeting_id = $1 AND c.stopped_at IS NULL AND now() >= c.claim_start AND now() < c.claim_end AND (c.valid_end IS NULL OR c.valid_end > now())
        ORDER BY c.amount DESC, c.id`,
      [req.body.meeting_id, me.id, kind],
    );
    return ok({ list });
  };
  const meeting = (summary: string) => ({ config: AUTH, schema: { summary, body: MeetingRef, answer: MeetingCouponList } });
  app.post('/api/ms.coupon/get_meeting_coupon_list', meeting('会议可领取的优惠券'), batches('coupon'));
  app.post('/api/ms.coupon/get_meeting_red_packet', meeting('会议红包（无门槛，现场领取）'), batches('red_packet'));

  app.post(
    '/api/ms.coupon/get_coupon_share',
    { schema: { summary: '优惠券分享信息（无需登录；登录时附本人已领张数）', body: CouponRef, answer: CouponShare } },
    async (req) => {
      const [c] = await app.db.query<Omit<CouponShare, 'title' | 'text' | 'path'>>(
        `SELECT c.id, c.name, c.amount, c.threshold, c.meeting_id, m.title AS meeting_title, c.valid_days, c.valid_end, c.claim_start, c.claim_end,
                ${REMAINING_SQL} AS remaining, c.per_user_limit,
                (SELECT count(*)::int FROM user_coupons uc WHERE uc.coupon_id = c.id AND uc.user_id = $2) AS obtained,
                (c.stopped_at IS NOT NULL OR now() >= c.claim_end OR coalesce(c.valid_end <= now(), false)) AS ended
           FROM coupons c JOIN stock_items s ON s.id = c.stock_item_id LEFT JOIN meetings m ON m.id = c.meeting_id
          WHERE c.id = $1 AND c.kind = 'coupon' AND (c.meeting_id IS NULL OR m.published)`,
        [req.body.coupon_id, req.user?.id ?? 0],
      );
      if (!c) return fail('优惠券不存在');
      const worth = `¥${c.amount / 100}${c.threshold ? `（满${c.threshold / 100}元可用）` : '（无门槛）'}`;
      return ok({ ...c, title: `送你一张${c.name}`, text: `${c.name} ${worth}，先到先得`, path: `/coupons/share/${c.id}` });
    },
  );
}
