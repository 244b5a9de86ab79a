-- Exports of the console: the download address is a random token, kept here only as its hash, good for
-- one download within its expiry. Taking it is one conditional UPDATE, so two instances cannot both serve it.
CREATE TABLE admin_exports (
  id         serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  meeting_id integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('orders', 'attendees', 'checkins', 'rooming', 'invoices')),
  format     text NOT NULL CHECK (format IN ('csv', 'xlsx')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX admin_exports_expires ON admin_exports(expires_at);

-- Scans the door turned away, with the reason in a few fixed words, for the console's check-in page.
-- One row per scan (a retried scan id is not counted twice).
CREATE TABLE check_in_refusals (
  id          bigserial PRIMARY KEY,
  meeting_id  integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  verifier_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  scan_id     text NOT NULL,
  reason      text NOT NULL,
  device      text NOT NULL DEFAULT '',
  at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (verifier_id, scan_id)
);
CREATE INDEX check_in_refusals_meeting ON check_in_refusals(meeting_id, reason);
