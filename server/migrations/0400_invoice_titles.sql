-- Invoice titles (发票抬头) a user keeps for applying for invoices; at most one is the default.
CREATE TABLE invoice_titles (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- 1 企业 (company: tax number required), 2 个人 (person)
  type       smallint NOT NULL CHECK (type IN (1, 2)),
  title      text NOT NULL CHECK (title <> ''),
  tax_number text NOT NULL DEFAULT '',
  bank       text NOT NULL DEFAULT '',
  account    text NOT NULL DEFAULT '',
  address    text NOT NULL DEFAULT '',
  phone      text NOT NULL DEFAULT '',
  email      text NOT NULL DEFAULT '',
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (type = 2 OR tax_number ~ '^[A-Z0-9]{15,20}$')
);
CREATE INDEX invoice_titles_user ON invoice_titles(user_id, id);
CREATE UNIQUE INDEX invoice_titles_one_default ON invoice_titles(user_id) WHERE is_default;
