import { Type, type Static } from '@sinclair/typebox';
import { Time } from './common';

// The organiser console's hotels (mf-admin): a meeting's hotels, room types and each room type's grid of
// nights, with the bodies that change them. Money in fen, nights written YYYY-MM-DD.

const Day = (title: string) => Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Version = Type.Integer({ title: '版本', minimum: 1 });

const hotelFields = {
  name: Type.String({ title: '酒店名称', minLength: 1, maxLength: 60 }),
  star: Type.Integer({ title: '星级', minimum: 0, maximum: 5 }),
  address: Type.String({ title: '地址', maxLength: 200 }),
  phone: Type.String({ title: '电话', maxLength: 30 }),
  distance_m: Type.Integer({ title: '距会场（米）', minimum: 0, maximum: 1_000_000 }),
  ticket_required: Type.Boolean({ title: '须先购票' }),
  free_cancel_hours: Type.Integer({ title: '免费取消时限（小时）', minimum: 0, maximum: 720 }),
  published: Type.Boolean({ title: '上架' }),
};
/** A hotel's own fields, as the console edits them. */
export const HotelFields = Type.Object(hotelFields);
export type HotelFields = Static<typeof HotelFields>;

/** A new hotel: its name, the rest defaulted by the server. */
export const HotelCreate = Type.Object(
  { ...Type.Partial(HotelFields).properties, name: hotelFields.name },
  { additionalProperties: false },
);
export type HotelCreate = Static<typeof HotelCreate>;

/** The fields that changed, with the version the form loaded. */
export const HotelPatch = Type.Object({ ...Type.Partial(HotelFields).properties, version: Version }, { additionalProperties: false });
export type HotelPatch = Static<typeof HotelPatch>;

/** A new room type with its block: every night of the window starts with the same allotment and price. */
export const RoomCreate = Type.Object(
  {
    name: Type.String({ title: '房型名称', minLength: 1, maxLength: 40 }),
    bed_type: Type.Optional(Type.String({ title: '床型', maxLength: 20, default: '' })),
    breakfast: Type.Optional(Type.String({ title: '早餐', maxLength: 20, default: '' })),
    max_guests: Type.Optional(Type.Integer({ title: '可住人数', minimum: 1, maximum: 10, default: 2 })),
    first_night: Day('首晚'),
    last_night: Day('末晚'),
    cutoff_at: Type.String({ title: '截止预订时间', format: 'date-time' }),
    allotment: Type.Integer({ title: '每晚房量', minimum: 0, maximum: 10000 }),
    price: Type.Integer({ title: '每晚价格（分）', minimum: 0, maximum: 100_000_00 }),
  },
  { additionalProperties: false },
);
export type RoomCreate = Static<typeof RoomCreate>;

/** A room type's cut-off and the nights that changed, against its block's version. */
export const BlockSave = Type.Object(
  {
    version: Version,
    cutoff_at: Type.String({ title: '截止预订时间', format: 'date-time' }),
    nights: Type.Array(Type.Object({ night: Type.String(), allotment: Type.Integer(), price: Type.Integer() }), {
      title: '逐晚房源',
      maxItems: 60,
    }),
  },
  { additionalProperties: false },
);
export type BlockSave = Static<typeof BlockSave>;

export const ConsoleNight = Type.Object({
  night: Type.String(),
  /** Rooms allotted that night (the stock item's capacity). */
  allotment: Type.Integer(),
  /** Fen per room. */
  price: Type.Integer(),
  held: Type.Integer(),
  sold: Type.Integer(),
});
export type ConsoleNight = Static<typeof ConsoleNight>;

export const ConsoleBlock = Type.Object({
  id: Type.Integer(),
  first_night: Type.String(),
  last_night: Type.String(),
  cutoff_at: Time(),
  version: Type.Integer(),
  nights: Type.Array(ConsoleNight),
});
export type ConsoleBlock = Static<typeof ConsoleBlock>;

export const ConsoleRoom = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  bed_type: Type.String(),
  breakfast: Type.String(),
  max_guests: Type.Integer(),
  version: Type.Integer(),
  block: Type.Union([ConsoleBlock, Type.Null()]),
});
export type ConsoleRoom = Static<typeof ConsoleRoom>;

export const ConsoleHotel = Type.Composite([
  HotelFields,
  Type.Object({ id: Type.Integer(), version: Type.Integer(), rooms: Type.Array(ConsoleRoom) }),
]);
export type ConsoleHotel = Static<typeof ConsoleHotel>;
export const ConsoleHotelList = Type.Object({ list: Type.Array(ConsoleHotel) });
export type ConsoleHotelList = Static<typeof ConsoleHotelList>;

/** A record saved against its version: the row as it now is, with its new version. */
export const ConsoleSaved = Type.Object({ id: Type.Integer(), version: Type.Integer() }, { additionalProperties: true });
export type ConsoleSaved = Static<typeof ConsoleSaved>;
