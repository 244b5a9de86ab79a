-- Coupon batches count their claims through the stock module (server/src/core/stock.ts) like seats and
-- room-nights: coupons.total stays the size the organiser set, the count lives in the batch's stock item.
ALTER TABLE coupons ADD COLUMN stock_item_id integer UNIQUE REFERENCES stock_items(id);

WITH items AS (
  INSERT INTO stock_items (kind, ref, capacity, sold)
  SELECT 'coupon', 'coupon:' || id, total, claimed FROM coupons
  RETURNING id, ref
)
UPDATE coupons c SET stock_item_id = items.id FROM items WHERE items.ref = 'coupon:' || c.id;

-- Each claim a stock hold of its own, so a future revocation could give the coupon back to the batch.
INSERT INTO stock_holds (owner, item_id, qty, state, sold_at)
SELECT 'user_coupon:' || uc.id, c.stock_item_id, 1, 'sold', uc.obtained_at FROM user_coupons uc JOIN coupons c ON c.id = uc.coupon_id;

ALTER TABLE coupons ALTER COLUMN stock_item_id SET NOT NULL;
ALTER TABLE coupons DROP COLUMN claimed;

-- The n-th coupon of a batch a user holds: unique, and at most the batch's per-user limit, so two
-- claims of one user at once cannot both slip under the limit.
ALTER TABLE user_coupons ADD COLUMN claim_no integer;
UPDATE user_coupons uc SET claim_no = n.rn
  FROM (SELECT id, row_number() OVER (PARTITION BY user_id, coupon_id ORDER BY id) AS rn FROM user_coupons) n WHERE n.id = uc.id;
ALTER TABLE user_coupons ALTER COLUMN claim_no SET NOT NULL;
ALTER TABLE user_coupons ADD CONSTRAINT user_coupons_claim_no CHECK (claim_no >= 1);
ALTER TABLE user_coupons ADD CONSTRAINT user_coupons_one_claim UNIQUE (user_id, coupon_id, claim_no);
