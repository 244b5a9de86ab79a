import type { Queryable, Row } from '../../db';
import { pageOf, type Page, type Paging } from '../../http/paging';
import { viewableFile } from '../account';
import { hooksOf } from './kinds';
import { refundBlocker } from './refunds';
import { STATUS_TEXT, type OrderKind, type OrderRow, type OrderStatus } from './model';

const LIST_COLUMNS = `o.id, o.order_sn, o.kind, o.meeting_id, o.title, o.status, o.total_amount, o.discount_amount, o.pay_amount,
  o.pay_type, o.expires_at, o.paid_at, o.created_at, m.title AS meeting_title, m.start_at AS meeting_start_at, m.cover AS meeting_cover`;

/** The caller's orders of one kind, newest first, optionally only some statuses; each with what its kind adds. */
export async function listOrders(
  q: Queryable,
  userId: number,
  kind: OrderKind,
  statuses: OrderStatus[] | undefined,
  paging: Paging,
): Promise<Page<Record<string, unknown>>> {
  const page = await pageOf<OrderRow & Record<string, unknown>>(
    q,
    `SELECT ${LIST_COLUMNS} FROM orders o JOIN meetings m ON m.id = o.meeting_id
      WHERE o.user_id = $1 AND o.kind = $2 ${statuses ? 'AND o.status = ANY($3::text[])' : ''} ORDER BY o.created_at DESC, o.id DESC`,
    statuses ? [userId, kind, statuses] : [userId, kind],
    paging,
  );
  const extra = new Map<number, Record<string, unknown>>();
  for (const h of hooksOf(kind)) {
    for (const [id, fields] of (await h.summarize?.(
      q,
      page.data.map((o) => o.id),
    )) ?? [])
      extra.set(id, { ...extra.get(id), ...fields });
  }
  return { ...page, data: page.data.map(({ id, ...o }) => ({ ...o, status_text: STATUS_TEXT[o.status], ...extra.get(id) })) };
}

/** Seconds an unpaid order still holds its stock (0 once its time is up). */
export const secondsLeft = (o: OrderRow) =>
  o.status === 'unpaid' ? Math.max(0, Math.floor((o.expires_at.getTime() - Date.now()) / 1000)) : 0;

/** An order's transfer vouchers, newest first, each picture with a fresh address its owner can open. */
export async function vouchersOf(q: Queryable, orderId: number) {
  const rows = await q.query<Row & { image: string }>(
    'SELECT id, image, payer_name, remark, status, reject_reason, created_at, reviewed_at FROM pay_vouchers WHERE order_id = $1 ORDER BY id DESC',
    [orderId],
  );
  return Promise.all(rows.map(async (v): Promise<Row> => ({ ...v, image: await viewableFile(q, v.image) })));
}

/** Everything the order detail page shows, with what the user may do next and why not. */
export async function describeOrder(q: Queryable, order: OrderRow): Promise<Record<string, unknown>> {
  const [meeting] = await q.query('SELECT id, title, cover, start_at, end_at, city, venue, address FROM meetings WHERE id = $1', [
    order.meeting_id,
  ]);
  const vouchers = await vouchersOf(q, order.id);
  const refunds = await q.query(
    'SELECT id, amount, reason, status, reject_reason, requested_by, created_at, closed_at FROM refunds WHERE order_id = $1 ORDER BY id DESC',
    [order.id],
  );
  const logs = await q.query('SELECT from_status, to_status, note, created_at FROM order_logs WHERE order_id = $1 ORDER BY id', [order.id]);
  const [coupon] = order.user_coupon_id
    ? await q.query('SELECT c.name, c.amount FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id WHERE uc.id = $1', [
        order.user_coupon_id,
      ])
    : [];
  const pendingVoucher = vouchers.some((v) => v.status === 'pending');
  const blocker = order.status === 'paid' ? await refundBlocker(q, order) : null;
  let kind: Record<string, unknown> = {};
  for (const h of hooksOf(order.kind)) kind = { ...kind, ...(await h.describe?.(q, order)) };
  const { id: _id, user_id: _user, ...fields } = order;
  return {
    ...fields,
    status_text: STATUS_TEXT[order.status],
    meeting,
    coupon: coupon ?? null,
    seconds_left: secondsLeft(order),
    vouchers,
    refunds,
    logs,
    can_pay: order.status === 'unpaid' && secondsLeft(order) > 0 && !pendingVoucher,
    can_cancel: order.status === 'unpaid' && !pendingVoucher,
    can_refund: order.status === 'paid' && !blocker,
    refund_blocker: order.status === 'paid' ? blocker : null,
    can_withdraw_refund: order.status === 'refunding' && refunds.some((r) => r.status === 'requested'),
    voucher_pending: pendingVoucher,
    ...kind,
  };
}
