-- Hotels of a meeting: each hotel offers the meeting's agreed rates, so it belongs to one meeting
-- and knows its distance to that meeting's venue.
CREATE TABLE hotels (
  id             serial PRIMARY KEY,
  meeting_id     integer NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
  name           text NOT NULL,
  star           smallint NOT NULL DEFAULT 0 CHECK (star BETWEEN 0 AND 5),
  cover          text NOT NULL DEFAULT '',
  images         text[] NOT NULL DEFAULT '{}',
  address        text NOT NULL DEFAULT '',
  distance_m     integer NOT NULL DEFAULT 0 CHECK (distance_m >= 0),
  phone          text NOT NULL DEFAULT '',
  intro          text NOT NULL DEFAULT '',
  facilities     text[] NOT NULL DEFAULT '{}',
  check_in_time  text NOT NULL DEFAULT '14:00',
  check_out_time text NOT NULL DEFAULT '12:00',
  published      boolean NOT NULL DEFAULT true,
  sort           integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hotels_meeting ON hotels(meeting_id, sort, id);

-- Room types of a hotel; price is integer fen per night.
CREATE TABLE hotel_rooms (
  id          serial PRIMARY KEY,
  hotel_id    integer NOT NULL REFERENCES hotels(id) ON DELETE CASCADE,
  name        text NOT NULL,
  cover       text NOT NULL DEFAULT '',
  price       integer NOT NULL CHECK (price >= 0),
  bed_type    text NOT NULL DEFAULT '',
  area_m2     integer NOT NULL DEFAULT 0 CHECK (area_m2 >= 0),
  breakfast   text NOT NULL DEFAULT '',
  max_guests  smallint NOT NULL DEFAULT 2 CHECK (max_guests > 0),
  description text NOT NULL DEFAULT '',
  published   boolean NOT NULL DEFAULT true,
  sort        integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hotel_rooms_hotel ON hotel_rooms(hotel_id, sort, id);

-- Daily stock of a room type: one row per night. Booking locks the rows of its nights
-- (SELECT ... FOR UPDATE) and raises `booked`; the checks make overselling impossible even so.
CREATE TABLE hotel_room_nights (
  room_id integer NOT NULL REFERENCES hotel_rooms(id) ON DELETE CASCADE,
  night   date NOT NULL,
  total   integer NOT NULL CHECK (total >= 0),
  booked  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (room_id, night),
  CHECK (booked <= total),
  CHECK (booked >= 0)
);
