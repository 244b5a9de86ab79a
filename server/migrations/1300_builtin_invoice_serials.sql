-- The built-in invoice provider's own books: each invoice it issued, under the serial we asked with
-- (发票请求流水号, one per application and colour). Like a tax service provider it issues at most once
-- per serial and answers a query by it, so an application whose call was cut off (a crash, a timeout)
-- is looked up there instead of being issued a second time.
CREATE TABLE builtin_invoices (
  serial    text PRIMARY KEY,
  color     text NOT NULL CHECK (color IN ('blue', 'red')),
  number    text NOT NULL UNIQUE,
  issued_at timestamptz NOT NULL,
  pdf       bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
