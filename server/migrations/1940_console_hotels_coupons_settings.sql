-- The console edits hotels, room types, room blocks, coupon batches and site settings: each record carries a
-- version, compared under a row lock when an organiser saves (core/versioned.ts), so a second organiser's
-- stale save is refused instead of silently overwriting the first.
ALTER TABLE hotels ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE hotel_rooms ADD COLUMN version integer NOT NULL DEFAULT 1;
-- One version for a block and its nights: the grid of a room type is saved as one.
ALTER TABLE room_blocks ADD COLUMN version integer NOT NULL DEFAULT 1;

ALTER TABLE coupons ADD COLUMN version integer NOT NULL DEFAULT 1;
-- A stopped batch takes no more claims (coupons already held stay valid).
ALTER TABLE coupons ADD COLUMN stopped_at timestamptz;
-- A discount coupon: the buyer pays rate percent (85 = 八五折), at most `amount` fen off; NULL is an amount-off coupon.
ALTER TABLE coupons ADD COLUMN rate integer CHECK (rate BETWEEN 1 AND 99);

-- Settings are edited one key at a time, each with its version (saveVersioned needs an id).
ALTER TABLE settings ADD COLUMN id serial UNIQUE;
ALTER TABLE settings ADD COLUMN version integer NOT NULL DEFAULT 1;
