-- Tickets, orders, attendees, payments, transfer vouchers, refunds and e-ticket keys.

-- A meeting's ticket types. Seats are a stock item (core/stock.ts); price is fen.
CREATE TABLE ticket_types (
  id              serial PRIMARY KEY,
  meeting_id      integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  name            text NOT NULL CHECK (name <> ''),
  description     text NOT NULL DEFAULT '',
  price           integer NOT NULL CHECK (price >= 0),
  stock_item_id   integer NOT NULL UNIQUE REFERENCES stock_items(id),
  -- Most attendees in one order.
  per_order_limit integer NOT NULL DEFAULT 5 CHECK (per_order_limit BETWEEN 1 AND 100),
  -- No sale_start: on sale now; no sale_end: until the meeting starts.
  sale_start      timestamptz,
  sale_end        timestamptz,
  -- No refund_deadline: refunds until the meeting starts.
  refund_deadline timestamptz,
  sort            integer NOT NULL DEFAULT 0,
  published       boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (sale_end IS NULL OR sale_start IS NULL OR sale_end > sale_start)
);
CREATE INDEX ticket_types_meeting ON ticket_types(meeting_id, sort, id);

-- The sign-up form may also ask for an ID number and a picture.
ALTER TABLE meeting_custom_fields DROP CONSTRAINT meeting_custom_fields_type_check;
ALTER TABLE meeting_custom_fields ADD CONSTRAINT meeting_custom_fields_type_check
  CHECK (type IN ('text', 'textarea', 'number', 'mobile', 'email', 'id_number', 'select', 'radio', 'checkbox', 'date', 'area', 'sector', 'image'));

-- One state machine for ticket and hotel orders:
--   unpaid -> paid -> refunding -> refunded (or back to paid when the request is withdrawn or rejected)
--   unpaid -> cancelled | expired; a payment that arrives after expiry makes it paid if stock remains.
-- Every change is a row in order_logs. Money is integer fen.
CREATE TABLE orders (
  id                   serial PRIMARY KEY,
  order_sn             text NOT NULL UNIQUE,
  kind                 text NOT NULL CHECK (kind IN ('meeting', 'hotel')),
  user_id              integer NOT NULL REFERENCES users(id),
  meeting_id           integer NOT NULL REFERENCES meetings(id),
  title                text NOT NULL,
  status               text NOT NULL DEFAULT 'unpaid' CHECK (status IN ('unpaid', 'paid', 'cancelled', 'expired', 'refunding', 'refunded')),
  total_amount         integer NOT NULL CHECK (total_amount >= 0),
  discount_amount      integer NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
  pay_amount           integer NOT NULL CHECK (pay_amount >= 0),
  user_coupon_id       integer REFERENCES user_coupons(id),
  pay_type             text CHECK (pay_type IN ('alipay', 'offline', 'free')),
  expires_at           timestamptz NOT NULL,
  paid_at              timestamptz,
  closed_at            timestamptz,
  refund_deadline      timestamptz,
  contact_name         text NOT NULL DEFAULT '',
  contact_mobile       text NOT NULL DEFAULT '',
  remark               text NOT NULL DEFAULT '',
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  CHECK (pay_amount = total_amount - discount_amount),
  CHECK ((status IN ('paid', 'refunding', 'refunded')) = (paid_at IS NOT NULL))
);
CREATE INDEX orders_user ON orders(user_id, kind, created_at DESC);
CREATE INDEX orders_unpaid_expiry ON orders(expires_at) WHERE status = 'unpaid';
-- A coupon serves one live order at a time.
CREATE UNIQUE INDEX orders_one_live_coupon ON orders(user_coupon_id) WHERE user_coupon_id IS NOT NULL AND status IN ('unpaid', 'paid', 'refunding');

CREATE TABLE order_logs (
  id          serial PRIMARY KEY,
  order_id    integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  from_status text,
  to_status   text NOT NULL,
  actor       text NOT NULL,
  note        text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_logs_order ON order_logs(order_id, id);

-- A coupon held by a user is 'locked' while an unpaid order holds it.
ALTER TABLE user_coupons DROP CONSTRAINT user_coupons_status_check;
ALTER TABLE user_coupons ADD CONSTRAINT user_coupons_status_check CHECK (status IN ('unused', 'locked', 'used'));
-- Deferred: an order locks its coupon (the race that decides who gets it) before its own row is written.
ALTER TABLE user_coupons ADD COLUMN order_id integer REFERENCES orders(id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE user_coupons ADD CONSTRAINT user_coupons_locked_order CHECK (status <> 'locked' OR order_id IS NOT NULL);
ALTER TABLE user_coupons ADD CONSTRAINT user_coupons_unused_free CHECK (status <> 'unused' OR order_id IS NULL);
-- Red packets are coupons without a threshold that a meeting hands out on its page.
ALTER TABLE coupons ADD COLUMN kind text NOT NULL DEFAULT 'coupon' CHECK (kind IN ('coupon', 'red_packet'));

-- The people a meeting order signs up: one ticket each. `active` while the order is unpaid, paid or
-- refunding; a person (mobile) is signed up for a meeting at most once among active attendees.
-- ticket_code is the signed e-ticket, set when the order is paid.
CREATE TABLE attendees (
  id             serial PRIMARY KEY,
  order_id       integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  meeting_id     integer NOT NULL REFERENCES meetings(id),
  ticket_type_id integer NOT NULL REFERENCES ticket_types(id),
  user_id        integer NOT NULL REFERENCES users(id),
  contact_id     integer REFERENCES contacts(id) ON DELETE SET NULL,
  name           text NOT NULL CHECK (name <> ''),
  mobile         text NOT NULL,
  company        text NOT NULL DEFAULT '',
  position       text NOT NULL DEFAULT '',
  email          text NOT NULL DEFAULT '',
  id_number      text NOT NULL DEFAULT '',
  fields         jsonb NOT NULL DEFAULT '{}',
  active         boolean NOT NULL DEFAULT true,
  ticket_code    text UNIQUE,
  issued_at      timestamptz,
  revoked_at     timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attendees_order ON attendees(order_id, id);
CREATE INDEX attendees_meeting ON attendees(meeting_id) WHERE ticket_code IS NOT NULL;
CREATE UNIQUE INDEX attendees_once_per_meeting ON attendees(meeting_id, mobile) WHERE active;

-- Per-meeting Ed25519 key pair that signs e-tickets; scanners get the public key to verify offline.
CREATE TABLE meeting_keys (
  meeting_id  integer PRIMARY KEY REFERENCES meetings(id) ON DELETE CASCADE,
  kid         smallint NOT NULL DEFAULT 1,
  public_key  bytea NOT NULL,
  private_key text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- One row per online payment of an order (Alipay): out_trade_no is the order number.
CREATE TABLE payments (
  id            serial PRIMARY KEY,
  order_id      integer NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  provider      text NOT NULL CHECK (provider IN ('alipay')),
  out_trade_no  text NOT NULL UNIQUE,
  amount        integer NOT NULL CHECK (amount >= 0),
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'refunded')),
  trade_no      text,
  paid_at       timestamptz,
  notified_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Offline bank transfer: the user uploads a picture of the transfer; an organiser approves or rejects it.
CREATE TABLE pay_vouchers (
  id            serial PRIMARY KEY,
  order_id      integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  image         text NOT NULL,
  payer_name    text NOT NULL DEFAULT '',
  remark        text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reject_reason text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  reviewed_at   timestamptz
);
CREATE INDEX pay_vouchers_order ON pay_vouchers(order_id, id DESC);
CREATE UNIQUE INDEX pay_vouchers_one_pending ON pay_vouchers(order_id) WHERE status = 'pending';

-- Refund requests. An approved one goes back through the payment provider (or by hand for transfers).
CREATE TABLE refunds (
  id            serial PRIMARY KEY,
  order_id      integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  amount        integer NOT NULL CHECK (amount >= 0),
  reason        text NOT NULL,
  -- requested -> approved (being paid back; retried until the provider confirms) -> succeeded;
  -- requested -> withdrawn | rejected.
  status        text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'approved', 'withdrawn', 'rejected', 'succeeded')),
  reject_reason text NOT NULL DEFAULT '',
  -- Who asked: the user, or the system (a late payment that found no seats left).
  requested_by  text NOT NULL DEFAULT 'user',
  out_request_no text NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  closed_at     timestamptz
);
CREATE INDEX refunds_order ON refunds(order_id, id DESC);
CREATE UNIQUE INDEX refunds_one_open ON refunds(order_id) WHERE status IN ('requested', 'approved');

-- The Alipay sandbox's own books (only used without merchant keys): trades it was asked to collect,
-- and the asynchronous notifications it owes, retried until the merchant answers "success".
CREATE TABLE sandbox_alipay_trades (
  out_trade_no   text PRIMARY KEY,
  trade_no       text NOT NULL UNIQUE,
  app_id         text NOT NULL,
  subject        text NOT NULL,
  total_amount   text NOT NULL,
  refunded_amount text NOT NULL DEFAULT '0.00',
  status         text NOT NULL DEFAULT 'WAIT_BUYER_PAY' CHECK (status IN ('WAIT_BUYER_PAY', 'TRADE_SUCCESS', 'TRADE_CLOSED')),
  notify_url     text NOT NULL,
  return_url     text NOT NULL DEFAULT '',
  quit_url       text NOT NULL DEFAULT '',
  expires_at     timestamptz,
  paid_at        timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_alipay_refunds (
  out_request_no text PRIMARY KEY,
  out_trade_no   text NOT NULL REFERENCES sandbox_alipay_trades(out_trade_no),
  amount         text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_alipay_notifications (
  id           serial PRIMARY KEY,
  out_trade_no text NOT NULL REFERENCES sandbox_alipay_trades(out_trade_no),
  notify_url   text NOT NULL,
  params       jsonb NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  next_at      timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  last_answer  text NOT NULL DEFAULT ''
);
CREATE INDEX sandbox_alipay_notifications_due ON sandbox_alipay_notifications(next_at) WHERE delivered_at IS NULL;
