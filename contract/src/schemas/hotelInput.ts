import { Type, type Static } from '@sinclair/typebox';
import { MOBILE_PATTERN } from '../rules/mobile';
import { Id, PagingProperties } from './common';

// What the hotel pages send, titled in Chinese so a validation message names the field.

/** A night's date as YYYY-MM-DD (Beijing time). */
const Day = (title: string) => Type.String({ title, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const HotelListInput = Type.Object({ meeting_id: Id('会议ID'), ...PagingProperties });
export type HotelListInput = Static<typeof HotelListInput>;

/** A hotel with its rooms priced for a stay: both dates or neither (then the block's default stay). */
export const HotelDetailInput = Type.Object({
  id: Id('酒店ID'),
  check_in: Type.Optional(Day('入住日期')),
  check_out: Type.Optional(Day('离店日期')),
});
export type HotelDetailInput = Static<typeof HotelDetailInput>;

export const RoomRef = Type.Object({ id: Id('房型ID') });
export type RoomRef = Static<typeof RoomRef>;

/** A reservation: `guests` holds one name per room, as a JSON array (a string when form-encoded), read by the server. */
export const HotelReserveInput = Type.Object({
  hotel_id: Id('酒店'),
  room_id: Id('房型'),
  check_in: Day('入住日期'),
  check_out: Day('离店日期'),
  num: Type.Integer({ title: '房间数', minimum: 1, maximum: 20 }),
  guests: Type.Unknown({ title: '入住人', description: 'JSON 数组：每间房一位入住人姓名' }),
  mobile: Type.String({ title: '联系手机', pattern: MOBILE_PATTERN }),
  coupon_id: Type.Optional(Id('优惠券')),
  arrival_time: Type.Optional(Type.String({ title: '到店时间', maxLength: 20 })),
  remark: Type.Optional(Type.String({ title: '备注', maxLength: 200 })),
});
export type HotelReserveInput = Static<typeof HotelReserveInput>;
