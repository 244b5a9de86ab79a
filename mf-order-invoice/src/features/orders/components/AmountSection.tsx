import { formatMoney, formatTime } from '@conf/shared';
import type { OrderDetail, PayType } from '../api/orders';
import { Row, Section } from './Section';
import { amountLabel } from './orderText';

const PAY_TYPE_TEXT: Record<PayType, string> = { alipay: '支付宝', offline: '对公转账', free: '免费' };

/** The money and the times of an order. */
export function AmountSection({ order }: { order: OrderDetail }) {
  return (
    <Section title="订单信息" testId="order-amounts">
      <Row label="订单号">{order.order_sn}</Row>
      <Row label="下单时间">{formatTime(order.created_at)}</Row>
      {order.pay_type && order.paid_at && <Row label="支付方式">{PAY_TYPE_TEXT[order.pay_type]}</Row>}
      {order.paid_at && <Row label="支付时间">{formatTime(order.paid_at)}</Row>}
      {order.refund_deadline && <Row label="退款截止">{formatTime(order.refund_deadline)}</Row>}
      <Row label="订单金额">{formatMoney(order.total_amount)}</Row>
      {order.coupon && <Row label={`优惠券（${order.coupon.name}）`}>-{formatMoney(order.discount_amount)}</Row>}
      <Row label={`${amountLabel(order)}金额`}>
        <b style={{ color: 'var(--rv-danger-color)', fontSize: 16 }}>{formatMoney(order.pay_amount)}</b>
      </Row>
    </Section>
  );
}
