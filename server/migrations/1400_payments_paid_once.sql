-- A payment the order does not keep (the order was paid another way, has a transfer under review, or
-- had closed) goes back through its provider: its refund names that payment. Without one, a refund
-- goes back the way the order was paid.
ALTER TABLE refunds ADD COLUMN payment_id integer REFERENCES payments(id);

-- A trade closed at Alipay before it was paid (for a transfer voucher, a cancel, expiry) cannot be
-- paid again under the same number.
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check CHECK (status IN ('pending', 'succeeded', 'refunded', 'closed'));
