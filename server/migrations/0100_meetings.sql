-- Meetings: the core row every other slice (tickets, hotels, orders, check-in) refers to.
CREATE TABLE meetings (
  id               serial PRIMARY KEY,
  title            text NOT NULL,
  subtitle         text NOT NULL DEFAULT '',
  cover            text NOT NULL DEFAULT '',
  background_image text NOT NULL DEFAULT '',
  start_at         timestamptz NOT NULL,
  end_at           timestamptz NOT NULL,
  province         text NOT NULL DEFAULT '',
  city             text NOT NULL DEFAULT '',
  venue            text NOT NULL DEFAULT '',
  address          text NOT NULL DEFAULT '',
  organizer        text NOT NULL DEFAULT '',
  phone            text NOT NULL DEFAULT '',
  published        boolean NOT NULL DEFAULT true,
  sort             integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at >= start_at)
);
CREATE INDEX meetings_start ON meetings(start_at);
