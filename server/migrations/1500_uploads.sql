-- Every upload and who made it: a voucher or a form picture is accepted only from its uploader, and a
-- private one (voucher, form) is kept outside the public folder and served only by a signed address.
CREATE TABLE uploads (
  id         text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose    text NOT NULL DEFAULT '',
  private    boolean NOT NULL,
  -- Where the file lies under its folder (the public or the private one): <yyyymm>/<id>.<ext>.
  path       text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user ON uploads(user_id);
