-- A late Alipay payment's refund (payment_id) is apart from the order's own refund: either may be open
-- while the other is, so a late payment on an order whose buyer asked for a refund is still given back,
-- and a late payment waiting to be given back does not stop the buyer's own request.
DROP INDEX refunds_one_open;
CREATE UNIQUE INDEX refunds_one_open ON refunds(order_id) WHERE status IN ('requested', 'approved') AND payment_id IS NULL;
-- A payment is given back once.
CREATE UNIQUE INDEX refunds_one_per_payment ON refunds(payment_id) WHERE payment_id IS NOT NULL;

-- Whether completing the refund refunds the order (stock back, order 已退款): the order's own refund, and
-- a late payment's refund for an order that had closed (it moved the order to refunding). Any other late
-- payment's refund only gives that payment back; the order stays as it is.
ALTER TABLE refunds ADD COLUMN settles_order boolean NOT NULL DEFAULT true;
UPDATE refunds f SET settles_order = EXISTS (
  SELECT 1 FROM order_logs l WHERE l.order_id = f.order_id AND l.from_status IN ('cancelled', 'expired') AND l.to_status = 'refunding'
) WHERE f.payment_id IS NOT NULL;
ALTER TABLE refunds ALTER COLUMN settles_order DROP DEFAULT;
