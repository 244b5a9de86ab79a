-- A payment the order does not keep (the order was paid another way, has a transfer under review, or
-- had closed) goes back through its provider: its refund names that payment. Without one, a refund
-- goes back the way the order was paid.
ALTER TABLE refunds ADD COLUMN payment_id integer REFERENCES payments(id);
