import type { Queryable } from '../../db';
import { one } from '../../db';
import { sendMessage } from './messages/store';
import { createCouponBatch, obtainCoupon } from './coupons/store';

const DEMO_MOBILE = '13800138000';

const CONTACTS = [
  { name: '王建国', mobile: '13912345678', company: '北京协和医院', position: '心内科主任', id_number: '110105198503121234' },
  { name: '李晓梅', mobile: '13787654321', company: '上海市第一人民医院', position: '护士长', id_number: '310115199007081231' },
  { name: '陈志远', mobile: '15011112222', company: '深圳迈瑞医疗', position: '市场经理', id_number: '' },
];

// hoursAgo: when it arrived; read: whether the demo user has opened it. Order messages come with the
// demo orders themselves (the signup slice), sent by the same code that sends them for real orders.
const MESSAGES = [
  {
    title: '新的优惠券已到账',
    kind: 'system',
    hoursAgo: 26,
    read: false,
    content: '恭喜您获得“新用户专享券”一张，面额 ¥50.00，无门槛使用，30天内有效。',
  },
  {
    title: '酒店预订确认',
    kind: 'order',
    hoursAgo: 50,
    read: true,
    content: '您预订的会议协议酒店（高级大床房，2晚）已确认，入住当天14:00后凭身份证办理入住。',
  },
  {
    title: '发票已开具',
    kind: 'invoice',
    hoursAgo: 96,
    read: true,
    content: '您申请的电子发票已开具，可在“我的-发票”中下载，如有疑问请联系客服 400-800-1234。',
  },
  {
    title: '欢迎加入会议酒店平台',
    kind: 'system',
    hoursAgo: 240,
    read: true,
    content: '感谢注册！在这里您可以报名行业会议、预订会议酒店、管理常用参会人并开具发票。',
  },
];

// Batches: fen amounts; held: the demo user's copy ('unused' | 'used' | 'expired'), none = left to claim.
const COUPONS = [
  { name: '新用户专享券', amount: 5000, threshold: 0, total: 1000, validDays: 30, held: 'unused' },
  { name: '会议报名满减券', amount: 10000, threshold: 50000, total: 200, validDays: 60, held: 'unused', forMeeting: true },
  { name: '酒店预订优惠券', amount: 3000, threshold: 30000, total: 500, validDays: 30, held: 'used' },
  { name: '早鸟优惠券', amount: 2000, threshold: 10000, total: 300, validDays: 7, held: 'expired' },
  { name: '限时满减券', amount: 3000, threshold: 20000, total: 100, validDays: 15 },
  { name: '展会通用券', amount: 1000, threshold: 0, total: 50, validDays: 10 },
] as const;

async function seedCoupons(q: Queryable, userId: number): Promise<void> {
  // Tie one batch to a meeting when the meeting slice has seeded any; otherwise every batch is general.
  const meeting = await one<{ id: number }>(q, 'SELECT id FROM meetings ORDER BY start_at, id LIMIT 1');
  for (const c of COUPONS) {
    const held = 'held' in c ? c.held : undefined;
    const batchId = await createCouponBatch(q, {
      name: c.name,
      meetingId: 'forMeeting' in c && meeting ? meeting.id : null,
      amount: c.amount,
      threshold: c.threshold,
      total: c.total,
      validDays: c.validDays,
      claimStart: new Date(Date.now() - 40 * 86400000),
      claimEnd: new Date(Date.now() + 60 * 86400000),
    });
    if (!held) continue;
    const from = held === 'expired' ? `now() - interval '20 days'` : `now() - interval '12 days'`;
    // Claimed the way a user claims, then dated back: an expired one long ago, a used one spent ten days back.
    const claimId = await obtainCoupon(q, userId, batchId);
    await q.query(
      `UPDATE user_coupons SET status = $2, valid_from = ${from}, valid_to = ${from} + make_interval(days => $3::int), obtained_at = ${from}, used_at = $4, order_no = $5
        WHERE id = $1`,
      [
        claimId,
        held === 'used' ? 'used' : 'unused',
        c.validDays,
        held === 'used' ? new Date(Date.now() - 10 * 86400000) : null,
        held === 'used' ? 'H202506180001' : null,
      ],
    );
  }
}

/** The demo user's contacts, messages and coupons, plus batches anyone can claim. */
export async function seedAccount(q: Queryable): Promise<void> {
  const demo = await one<{ id: number }>(q, 'SELECT id FROM users WHERE mobile = $1', [DEMO_MOBILE]);
  if (!demo) return;
  await q.query("UPDATE users SET company = '会议酒店科技有限公司', position = '会务经理', bio = '专注行业会议组织十年。' WHERE id = $1", [
    demo.id,
  ]);
  for (const c of CONTACTS) {
    await q.query('INSERT INTO contacts (user_id, name, mobile, company, position, id_number) VALUES ($1, $2, $3, $4, $5, $6)', [
      demo.id,
      c.name,
      c.mobile,
      c.company,
      c.position,
      c.id_number,
    ]);
  }
  for (const m of MESSAGES) {
    const id = await sendMessage(q, demo.id, m);
    await q.query(
      `UPDATE messages SET created_at = now() - make_interval(hours => $2::int), read_at = CASE WHEN $3 THEN now() END WHERE id = $1`,
      [id, m.hoursAgo, m.read],
    );
  }
  await seedCoupons(q, demo.id);
}
