import { Type, type Static } from '@sinclair/typebox';
import { Page, StringEnum, Time } from './common';

// Hotels of a meeting (mf-hotel). Money in fen; days written YYYY-MM-DD (Beijing time).

const Day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const HotelState = StringEnum(['available', 'sold_out', 'closed'] as const);
export type HotelState = Static<typeof HotelState>;

export const HotelSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  star: Type.Integer(),
  cover: Type.String(),
  address: Type.String(),
  /** Metres to the meeting's venue. */
  distance: Type.Integer(),
  ticket_required: Type.Boolean(),
  /** Per night of the cheapest room type; null when it has none. */
  min_price: Type.Union([Type.Integer(), Type.Null()]),
  /** Rooms of the best room type free on every night of the meeting, before its cut-off. */
  rooms_left: Type.Integer(),
  available: Type.Boolean(),
  /** Why there are no rooms: every open block is full (sold_out), or no block takes bookings for those nights (closed). */
  state: HotelState,
});
export type HotelSummary = Static<typeof HotelSummary>;

/** The meeting the hotels are for, with the nights people stay for it. */
export const HotelMeeting = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  venue: Type.String(),
  start_at: Time(),
  end_at: Time(),
  first_night: Day(),
  last_night: Day(),
});
export type HotelMeeting = Static<typeof HotelMeeting>;

export const HotelList = Type.Composite([Page(HotelSummary), Type.Object({ meeting: HotelMeeting })]);
export type HotelList = Static<typeof HotelList>;

/** A block's bookable window: nights from first_night to last_night, closed after cutoff_at. */
export const BlockWindow = Type.Object({
  first_night: Day(),
  last_night: Day(),
  cutoff_at: Time(),
  max_nights: Type.Integer(),
  max_rooms: Type.Integer(),
});
export type BlockWindow = Static<typeof BlockWindow>;

export const RoomState = StringEnum(['available', 'sold_out', 'closed', 'out_of_range'] as const);
export type RoomState = Static<typeof RoomState>;

const RoomBase = {
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  bed_type: Type.String(),
  area: Type.Integer(),
  breakfast: Type.String(),
  max_guests: Type.Integer(),
  description: Type.String(),
};

/** A room type for the stay asked for (or, without dates, its default stay); a room type without a block has no stay. */
export const RoomSummary = Type.Object({
  ...RoomBase,
  check_in: Type.Optional(Day()),
  check_out: Type.Optional(Day()),
  /** The first night; null when the room type has no block. */
  price: Type.Union([Type.Integer(), Type.Null()]),
  /** The fewest rooms left over the nights; 0 when the stay cannot be booked. */
  stock: Type.Integer(),
  nights: Type.Integer(),
  total_price: Type.Union([Type.Integer(), Type.Null()]),
  state: RoomState,
  state_text: Type.String(),
  block: Type.Union([BlockWindow, Type.Null()]),
});
export type RoomSummary = Static<typeof RoomSummary>;

const TicketRule = {
  meeting_id: Type.Integer(),
  ticket_required: Type.Boolean(),
  /** Whether the user holds a paid ticket of the meeting; null for a visitor. */
  has_ticket: Type.Union([Type.Boolean(), Type.Null()]),
};

const Terms = { check_in_time: Type.String(), check_out_time: Type.String(), free_cancel_hours: Type.Integer() };

export const HotelDetail = Type.Object({
  ...TicketRule,
  ...Terms,
  id: Type.Integer(),
  meeting_title: Type.String(),
  meeting_venue: Type.String(),
  name: Type.String(),
  star: Type.Integer(),
  cover: Type.String(),
  images: Type.Array(Type.String()),
  address: Type.String(),
  distance: Type.Integer(),
  phone: Type.String(),
  intro: Type.String(),
  facilities: Type.Array(Type.String()),
  /** The stay asked for, or null for each room's default stay. */
  check_in: Type.Union([Day(), Type.Null()]),
  check_out: Type.Union([Day(), Type.Null()]),
  rooms: Type.Array(RoomSummary),
});
export type HotelDetail = Static<typeof HotelDetail>;

export const Stay = Type.Object({ check_in: Day(), check_out: Day() });
export type Stay = Static<typeof Stay>;

export const RoomNight = Type.Object({
  /** The date the night starts. */
  night: Day(),
  /** Per room. */
  price: Type.Integer(),
  left: Type.Integer(),
});
export type RoomNight = Static<typeof RoomNight>;

export const RoomDetail = Type.Object({
  ...RoomBase,
  ...TicketRule,
  ...Terms,
  hotel_id: Type.Integer(),
  hotel_name: Type.String(),
  block: Type.Composite([BlockWindow, Type.Object({ closed: Type.Boolean(), default_stay: Stay })]),
  /** Today in Beijing time. */
  today: Day(),
  nights: Type.Array(RoomNight),
});
export type RoomDetail = Static<typeof RoomDetail>;
