-- The core that orders stand on: counted stock, holds on it, periodic jobs and idempotency keys.

-- Everything people compete for (ticket seats, hotel room-nights, coupon batches) is a stock item.
-- It changes only through server/src/core/stock.ts: rows locked in id order, a conditional update,
-- and these CHECKs behind it, so no bug and no race can sell more than the capacity.
CREATE TABLE stock_items (
  id         serial PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('ticket', 'room_night', 'coupon')),
  -- What the item counts, e.g. 'ticket_type:12' or 'room_block:3:2026-12-01'; unique per kind.
  ref        text NOT NULL,
  capacity   integer NOT NULL CHECK (capacity >= 0),
  held       integer NOT NULL DEFAULT 0 CHECK (held >= 0),
  sold       integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, ref),
  CHECK (held + sold <= capacity)
);

-- Who holds what: an owner (an order, a coupon claim) holds a quantity of an item, first unpaid
-- ('held'), then paid ('sold'), and gives it back once ('released'). Releasing reads these rows, so
-- an order returns exactly what it took, and the state guard makes a second release a no-op.
CREATE TABLE stock_holds (
  id          serial PRIMARY KEY,
  owner       text NOT NULL,
  item_id     integer NOT NULL REFERENCES stock_items(id),
  qty         integer NOT NULL CHECK (qty > 0),
  state       text NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'sold', 'released')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  sold_at     timestamptz,
  released_at timestamptz,
  UNIQUE (owner, item_id)
);
CREATE INDEX stock_holds_item ON stock_holds(item_id) WHERE state <> 'released';

-- Periodic work (expiring unpaid orders, purging old keys). A run is claimed by a lease on the row,
-- so with several API instances each due run happens on exactly one of them.
CREATE TABLE jobs (
  name             text PRIMARY KEY,
  next_run_at      timestamptz NOT NULL DEFAULT now(),
  lease_owner      text,
  lease_until      timestamptz,
  runs             bigint NOT NULL DEFAULT 0,
  last_started_at  timestamptz,
  last_finished_at timestamptz,
  last_error       text
);

-- A retried request that creates something (an order, a payment) carries the same Idempotency-Key and
-- gets the first answer. The key row is written in the same transaction as what the request created.
CREATE TABLE idempotency_keys (
  user_id      integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key          text NOT NULL,
  route        text NOT NULL,
  request_hash text NOT NULL,
  response     jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
