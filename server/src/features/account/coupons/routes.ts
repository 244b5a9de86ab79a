import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { ID } from '../common/rules';
import { pageOf, pagingProperties, type Paging } from '../../../http/paging';
import { addPersonStat } from '../profile/personStats';
import { STATE_SQL, obtainCoupon, usableCouponCount, type CouponState } from './store';

addPersonStat('coupon_count', usableCouponCount);

const HELD_COLUMNS = `uc.id, uc.coupon_id, c.name, c.amount, c.threshold, uc.valid_from, uc.valid_to, uc.used_at, uc.order_no,
  c.meeting_id, m.title AS meeting_title, ${STATE_SQL} AS state`;
const HELD_FROM = 'user_coupons uc JOIN coupons c ON c.id = uc.coupon_id LEFT JOIN meetings m ON m.id = c.meeting_id';

export function couponRoutes(app: FastifyInstance): void {
  // A page of the user's coupons in one state, with the count of every state for the tabs.
  app.post<{ Body: Paging & { state: CouponState } }>(
    '/api/ms.coupon/get_my_coupon_list',
    {
      schema: {
        body: {
          type: 'object',
          properties: { state: { type: 'string', title: '状态', enum: ['unused', 'used', 'expired'], default: 'unused' }, ...pagingProperties },
        },
      },
    },
    async (req) => {
      const me = currentUser(req);
      const { state = 'unused', ...paging } = req.body ?? {};
      // Unused ones expiring soonest first; used and expired ones most recent first.
      const order = state === 'unused' ? 'uc.valid_to ASC, uc.id' : 'coalesce(uc.used_at, uc.valid_to) DESC, uc.id DESC';
      const page = await pageOf(
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
  app.post('/api/ms.coupon/get_claimable_coupon_list', async (req) => {
    const me = currentUser(req);
    const list = await app.db.query(
      `SELECT c.id, c.name, c.amount, c.threshold, c.valid_days, c.valid_end, c.claim_end, c.meeting_id, m.title AS meeting_title,
              greatest(c.total - c.claimed, 0) AS remaining, c.per_user_limit,
              (SELECT count(*)::int FROM user_coupons uc WHERE uc.coupon_id = c.id AND uc.user_id = $1) AS obtained
         FROM coupons c LEFT JOIN meetings m ON m.id = c.meeting_id
        WHERE now() >= c.claim_start AND now() < c.claim_end AND (c.valid_end IS NULL OR c.valid_end > now())
        ORDER BY c.claim_end, c.id`,
      [me.id],
    );
    return ok({ list });
  });

  app.post<{ Body: { coupon_id: number } }>(
    '/api/ms.coupon/obtain_coupon',
    { schema: { body: { type: 'object', required: ['coupon_id'], properties: { coupon_id: { ...ID, title: '优惠券' } } } } },
    async (req) => {
      const me = currentUser(req);
      const id = await app.db.tx((q) => obtainCoupon(q, me.id, req.body.coupon_id));
      const [held] = await app.db.query(`SELECT ${HELD_COLUMNS} FROM ${HELD_FROM} WHERE uc.id = $1`, [id]);
      return ok(held, '领取成功');
    },
  );
}
