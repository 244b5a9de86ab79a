-- Invoice applications over paid orders, their items, the issued documents, and a company registry.

-- Companies a title form suggests by name (company_search); a deployment fills or replaces it.
CREATE TABLE company_registry (
  id      serial PRIMARY KEY,
  name    text NOT NULL CHECK (name <> ''),
  tax_no  text NOT NULL UNIQUE CHECK (tax_no ~ '^[0-9A-HJ-NPQRTUWXY]{18}$'),
  address text NOT NULL DEFAULT '',
  phone   text NOT NULL DEFAULT '',
  bank    text NOT NULL DEFAULT '',
  account text NOT NULL DEFAULT ''
);
CREATE INDEX company_registry_name ON company_registry(name);

-- One application = one invoice. The buyer is copied from the title when applying or editing, so a
-- title changed or deleted later does not change an invoice. Statuses: pending 待开票, issuing 开票中,
-- issued 已开票, failed 开票失败, reversing 冲红中, reversed 已红冲.
CREATE TABLE invoice_applications (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'issuing', 'issued', 'failed', 'reversing', 'reversed')),
  kind          text NOT NULL CHECK (kind IN ('normal', 'special')),
  title_id      integer REFERENCES invoice_titles(id) ON DELETE SET NULL,
  buyer_type    smallint NOT NULL CHECK (buyer_type IN (1, 2)),
  buyer_name    text NOT NULL CHECK (buyer_name <> ''),
  buyer_tax_no  text NOT NULL DEFAULT '',
  buyer_address text NOT NULL DEFAULT '',
  buyer_phone   text NOT NULL DEFAULT '',
  buyer_bank    text NOT NULL DEFAULT '',
  buyer_account text NOT NULL DEFAULT '',
  email         text NOT NULL,
  -- Fen, tax included: the sum of the items.
  amount        integer NOT NULL CHECK (amount > 0),
  fail_reason   text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'normal' OR buyer_type = 1)
);
CREATE INDEX invoice_applications_user ON invoice_applications(user_id, id);
CREATE INDEX invoice_applications_status ON invoice_applications(status, updated_at);

-- The orders an invoice covers. `live` until the invoice is reversed: an order has at most one live
-- item, so it is never invoiced twice however the applications race.
CREATE TABLE invoice_items (
  invoice_id integer NOT NULL REFERENCES invoice_applications(id) ON DELETE CASCADE,
  order_id   integer NOT NULL REFERENCES orders(id),
  amount     integer NOT NULL CHECK (amount > 0),
  live       boolean NOT NULL DEFAULT true,
  PRIMARY KEY (invoice_id, order_id)
);
CREATE UNIQUE INDEX invoice_items_one_live ON invoice_items(order_id) WHERE live;

-- Issued documents: the blue invoice and, once reversed, its red (negative) one. `token` is the
-- unguessable part of the download address.
CREATE TABLE invoice_documents (
  id         serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoice_applications(id) ON DELETE CASCADE,
  color      text NOT NULL CHECK (color IN ('blue', 'red')),
  number     text NOT NULL UNIQUE,
  issued_at  timestamptz NOT NULL,
  amount     integer NOT NULL,
  tax        integer NOT NULL,
  token      text NOT NULL UNIQUE,
  pdf        bytea NOT NULL,
  UNIQUE (invoice_id, color)
);

CREATE SEQUENCE invoice_number_seq;
