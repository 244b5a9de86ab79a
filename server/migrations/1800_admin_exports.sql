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
