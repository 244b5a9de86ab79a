-- Accounts: profile fields, SMS codes, rate-limit counters, contacts, messages and coupons.

-- Profile fields shown on /mine/infomation (users itself lives in 0001_platform.sql).
ALTER TABLE users ADD COLUMN company text NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN position text NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN last_login_at timestamptz;

-- One row per code sent. Only the newest unconsumed code of a mobile+event is accepted;
-- 5 wrong tries consume (burn) it.
CREATE TABLE sms_codes (
  id          serial PRIMARY KEY,
  mobile      text NOT NULL,
  event       text NOT NULL,
  code        text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  ip          text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX sms_codes_mobile ON sms_codes(mobile, created_at);

-- Fixed-window counters (login attempts per account and per IP, SMS per IP), kept in the database
-- so that every API instance sees the same counts.
CREATE TABLE rate_hits (
  bucket       text NOT NULL,
  key          text NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, key, window_start)
);

-- A user's common attendees, used to fill sign-up forms.
CREATE TABLE contacts (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name       text NOT NULL,
  mobile     text NOT NULL,
  company    text NOT NULL DEFAULT '',
  position   text NOT NULL DEFAULT '',
  id_number  text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contacts_user ON contacts(user_id);

-- Messages to one user (organisers send them with the admin CLI; other slices with sendMessage()).
CREATE TABLE messages (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title      text NOT NULL,
  content    text NOT NULL DEFAULT '',
  kind       text NOT NULL DEFAULT 'system',
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at    timestamptz
);
CREATE INDEX messages_user ON messages(user_id, created_at DESC);

-- Coupon batches: a fixed number can be claimed (claimed <= total, changed only under a row lock).
-- meeting_id NULL means usable for any meeting. Money in fen.
CREATE TABLE coupons (
  id             serial PRIMARY KEY,
  name           text NOT NULL,
  meeting_id     integer REFERENCES meetings(id) ON DELETE SET NULL,
  amount         integer NOT NULL CHECK (amount > 0),
  threshold      integer NOT NULL DEFAULT 0 CHECK (threshold >= 0),
  total          integer NOT NULL CHECK (total >= 0),
  claimed        integer NOT NULL DEFAULT 0 CHECK (claimed >= 0),
  per_user_limit integer NOT NULL DEFAULT 1 CHECK (per_user_limit > 0),
  claim_start    timestamptz NOT NULL DEFAULT now(),
  claim_end      timestamptz NOT NULL,
  -- A claimed coupon is valid from its claim until valid_days later, but never after valid_end.
  valid_days     integer NOT NULL CHECK (valid_days > 0),
  valid_end      timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (claimed <= total)
);

-- A coupon held by a user. Validity is fixed at claim time; status 'used' is set by the order slice.
CREATE TABLE user_coupons (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  coupon_id   integer NOT NULL REFERENCES coupons(id),
  status      text NOT NULL DEFAULT 'unused' CHECK (status IN ('unused', 'used')),
  valid_from  timestamptz NOT NULL,
  valid_to    timestamptz NOT NULL,
  obtained_at timestamptz NOT NULL DEFAULT now(),
  used_at     timestamptz,
  order_no    text,
  CHECK (valid_to > valid_from),
  CHECK ((status = 'used') = (used_at IS NOT NULL))
);
CREATE INDEX user_coupons_user ON user_coupons(user_id, status, valid_to);
