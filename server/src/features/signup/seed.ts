import type { Queryable } from '../../db';
import type { ServerConfig } from '../../config';
import { one } from '../../db';
import { createCouponBatch } from '../account';
import { ticketTypesOf } from '../meeting';
import { approveRefund, closeUnpaid, completeRefund, createOrder, lockOrder, markPaid, requestRefund } from '../orders';
import { addAttendees } from './attendees';
import type { ApplyerInput } from './applyForm';

const DEMO_MOBILE = '13800138000';
const DAY = 86_400_000;

const person = (
  name: string,
  mobile: string,
  company: string,
  position: string,
  fields: Record<string, string | string[]> = {},
): ApplyerInput => ({
  name,
  mobile,
  company,
  position,
  email: '',
  id_number: '',
  contact_id: null,
  fields,
});

/** One demo order through the same steps as a real one, then dated back so the lists read naturally. */
async function demoOrder(
  q: Queryable,
  config: ServerConfig,
  o: { userId: number; meetingTitle: string; ticketName: string; people: ApplyerInput[]; daysAgo: number },
) {
  const meeting = await one<{ id: number; title: string }>(q, 'SELECT id, title FROM meetings WHERE title = $1 ORDER BY id LIMIT 1', [
    o.meetingTitle,
  ]);
  if (!meeting) return undefined;
  const ticket = (await ticketTypesOf(q, meeting.id)).find((t) => t.name === o.ticketName);
  if (!ticket) return undefined;
  const order = await createOrder(
    q,
    {
      kind: 'meeting',
      userId: o.userId,
      meetingId: meeting.id,
      title: `${meeting.title} · ${ticket.name}`,
      total: ticket.price * o.people.length,
      stock: [{ itemId: ticket.stock_item_id, qty: o.people.length }],
      refundDeadline: ticket.refund_deadline,
      expireSeconds: config.orderExpireSeconds,
      contactName: o.people[0].name,
      contactMobile: o.people[0].mobile,
    },
    (created) => addAttendees(q, created, ticket.id, o.people),
  );
  const at = new Date(Date.now() - o.daysAgo * DAY);
  await q.query('UPDATE orders SET created_at = $2 WHERE id = $1', [order.id, at]);
  return order;
}

/** Backs a step of the order's log (and the message it sent) up to `at`. */
async function dateBack(q: Queryable, orderId: number, orderSn: string, at: Date): Promise<void> {
  await q.query("UPDATE order_logs SET created_at = $2 WHERE order_id = $1 AND created_at > now() - interval '1 minute'", [orderId, at]);
  await q.query("UPDATE messages SET created_at = $2 WHERE content LIKE '%' || $1 || '%' AND created_at > now() - interval '1 minute'", [
    orderSn,
    at,
  ]);
}

/**
 * The demo user's meeting orders in every state: a paid one with two e-tickets for the meeting under
 * way (the verifier can scan them), one waiting for payment, one refunded, one cancelled; plus coupons
 * and a red packet that the digital summit hands out on its page.
 */
export async function seedSignups(q: Queryable, config: ServerConfig): Promise<void> {
  const user = await one<{ id: number }>(q, 'SELECT id FROM users WHERE mobile = $1', [DEMO_MOBILE]);
  if (!user) return;
  const me = person('张会务', DEMO_MOBILE, '会议酒店科技有限公司', '会务经理', {
    sector: '文旅酒店/会展服务',
    area: '浙江省/杭州市',
    diet: '无特殊要求',
  });
  const colleague = person('王建国', '13912345678', '北京协和医院', '心内科主任', {
    sector: '医疗健康/医院管理',
    area: '北京市/北京市',
    diet: '素食',
  });

  const paid = await demoOrder(q, config, {
    userId: user.id,
    meetingTitle: '第十届中国智慧医疗创新大会',
    ticketName: '标准票',
    people: [me, colleague],
    daysAgo: 12,
  });
  if (paid) {
    const at = new Date(Date.now() - 12 * DAY + 5 * 60_000);
    await markPaid(q, await lockOrder(q, paid.order_sn), 'alipay', 'alipay', '支付宝交易号 2026demo0001');
    await q.query('UPDATE orders SET paid_at = $2 WHERE id = $1', [paid.id, at]);
    await dateBack(q, paid.id, paid.order_sn, at);
  }

  const refunded = await demoOrder(q, config, {
    userId: user.id,
    meetingTitle: '第八届长三角数字经济峰会',
    ticketName: '标准票',
    people: [person('李晓梅', '13787654321', '上海市第一人民医院', '护士长')],
    daysAgo: 9,
  });
  if (refunded) {
    await markPaid(q, await lockOrder(q, refunded.order_sn), 'offline', 'admin', '转账凭证审核通过');
    await requestRefund(q, refunded.order_sn, user.id, '行程冲突，无法参加');
    const refund = await approveRefund(q, refunded.order_sn);
    await completeRefund(q, refunded.order_sn, refund.id, '已由主办方线下退款');
    await q.query('UPDATE orders SET paid_at = $2 WHERE id = $1', [refunded.id, new Date(Date.now() - 9 * DAY + 3600_000)]);
    await dateBack(q, refunded.id, refunded.order_sn, new Date(Date.now() - 3 * DAY));
  }

  const cancelled = await demoOrder(q, config, {
    userId: user.id,
    meetingTitle: '第五届全国酒店业高质量发展论坛',
    ticketName: '标准票',
    people: [me],
    daysAgo: 5,
  });
  if (cancelled) {
    await closeUnpaid(q, await lockOrder(q, cancelled.order_sn), 'cancelled', `user:${user.id}`);
    await dateBack(q, cancelled.id, cancelled.order_sn, new Date(Date.now() - 5 * DAY + 600_000));
  }

  // Waiting for payment: held for ORDER_EXPIRE_SECONDS from the first start, then it expires like any other.
  await demoOrder(q, config, {
    userId: user.id,
    meetingTitle: '第八届长三角数字经济峰会',
    ticketName: '早鸟票',
    people: [person('陈志远', '15011112222', '深圳迈瑞医疗', '市场经理')],
    daysAgo: 0,
  });

  const summit = await one<{ id: number }>(q, "SELECT id FROM meetings WHERE title = '第八届长三角数字经济峰会' ORDER BY id LIMIT 1");
  if (summit) {
    const claimEnd = new Date(Date.now() + 17 * DAY);
    await createCouponBatch(q, {
      name: '峰会报名立减券',
      meetingId: summit.id,
      amount: 20000,
      threshold: 90000,
      total: 200,
      validDays: 20,
      claimEnd,
    });
    await createCouponBatch(q, {
      name: '峰会早鸟满减券',
      meetingId: summit.id,
      amount: 5000,
      threshold: 60000,
      total: 100,
      validDays: 20,
      claimEnd,
    });
    const packet = await createCouponBatch(q, {
      name: '峰会现场红包',
      meetingId: summit.id,
      amount: 888,
      threshold: 0,
      total: 500,
      validDays: 20,
      claimEnd,
    });
    await q.query("UPDATE coupons SET kind = 'red_packet' WHERE id = $1", [packet]);
  }
}
