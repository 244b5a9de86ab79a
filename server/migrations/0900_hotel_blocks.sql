-- Hotel room blocks, as conference room blocks work in the trade: for its meeting, each room type of a
-- hotel has a block with a bookable window of nights, a cut-off after which it closes to new bookings,
-- a longest stay, and night by night an allotment (a stock item: core/stock.ts) and a price in fen.

-- A hotel may require a paid ticket of its meeting before a room can be booked; a paid reservation can
-- be cancelled for a full refund until free_cancel_hours before check-in time on the arrival day.
ALTER TABLE hotels
  ADD COLUMN ticket_required   boolean NOT NULL DEFAULT false,
  ADD COLUMN free_cancel_hours integer NOT NULL DEFAULT 24 CHECK (free_cancel_hours BETWEEN 0 AND 720);

CREATE TABLE room_blocks (
  id          serial PRIMARY KEY,
  room_id     integer NOT NULL UNIQUE REFERENCES hotel_rooms(id) ON DELETE CASCADE,
  first_night date NOT NULL,
  last_night  date NOT NULL,
  cutoff_at   timestamptz NOT NULL,
  max_nights  integer NOT NULL DEFAULT 7 CHECK (max_nights BETWEEN 1 AND 60),
  max_rooms   integer NOT NULL DEFAULT 5 CHECK (max_rooms BETWEEN 1 AND 20),
  CHECK (last_night >= first_night)
);

CREATE TABLE block_nights (
  block_id      integer NOT NULL REFERENCES room_blocks(id) ON DELETE CASCADE,
  night         date NOT NULL,
  price         integer NOT NULL CHECK (price >= 0),
  stock_item_id integer NOT NULL UNIQUE REFERENCES stock_items(id),
  PRIMARY KEY (block_id, night)
);

-- What was sold before blocks existed stays sold: each old night becomes a block night whose allotment
-- is what was still free; the block closes when its first night begins.
INSERT INTO room_blocks (room_id, first_night, last_night, cutoff_at, max_nights)
SELECT n.room_id, min(n.night), max(n.night), (min(n.night)::timestamp AT TIME ZONE 'Asia/Shanghai'), greatest(count(*), 1)
  FROM hotel_room_nights n GROUP BY n.room_id;

WITH items AS (
  INSERT INTO stock_items (kind, ref, capacity)
  SELECT 'room_night', 'room_block:' || b.id || ':' || to_char(n.night, 'YYYY-MM-DD'), greatest(n.total - n.booked, 0)
    FROM hotel_room_nights n JOIN room_blocks b ON b.room_id = n.room_id
  RETURNING id, ref
)
INSERT INTO block_nights (block_id, night, price, stock_item_id)
SELECT b.id, n.night, r.price, i.id
  FROM hotel_room_nights n JOIN room_blocks b ON b.room_id = n.room_id JOIN hotel_rooms r ON r.id = n.room_id
  JOIN items i ON i.ref = 'room_block:' || b.id || ':' || to_char(n.night, 'YYYY-MM-DD');

DROP TABLE hotel_room_nights;
-- The nightly price lives on the block's nights now.
ALTER TABLE hotel_rooms DROP COLUMN price;

-- A reservation: the hotel order's room type, stay and guests (one name per room); nights and their
-- prices as booked, so the order keeps its breakdown whatever the block's prices become.
CREATE TABLE hotel_reservations (
  order_id     integer PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  hotel_id     integer NOT NULL REFERENCES hotels(id),
  room_id      integer NOT NULL REFERENCES hotel_rooms(id),
  block_id     integer NOT NULL REFERENCES room_blocks(id),
  check_in     date NOT NULL,
  check_out    date NOT NULL,
  rooms        integer NOT NULL CHECK (rooms BETWEEN 1 AND 20),
  guests       text[] NOT NULL,
  night_prices jsonb NOT NULL,
  arrival_time text NOT NULL DEFAULT '',
  CHECK (check_out > check_in),
  CHECK (cardinality(guests) = rooms)
);
CREATE INDEX hotel_reservations_hotel ON hotel_reservations(hotel_id);
