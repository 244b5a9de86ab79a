import type { OrderKindHooks } from '../orders';

const STAY = `to_char(v.check_in, 'YYYY-MM-DD') AS check_in, to_char(v.check_out, 'YYYY-MM-DD') AS check_out, (v.check_out - v.check_in) AS nights, v.rooms`;

/** What hotel orders show besides the common order fields (nights and rooms go back through the stock core). */
export const hotelOrders: OrderKindHooks = {
  paidMessage(order) {
    return {
      title: '酒店预订成功',
      content: `您预订的「${order.title}」（订单 ${order.order_sn}）已确认，入住当天请凭身份证到酒店前台办理入住。`,
    };
  },
  async describe(q, order) {
    const [v] = await q.query(
      `SELECT ${STAY}, v.guests, v.night_prices, v.arrival_time,
              json_build_object('id', h.id, 'name', h.name, 'cover', h.cover, 'address', h.address, 'phone', h.phone, 'star', h.star,
                                'check_in_time', h.check_in_time, 'check_out_time', h.check_out_time) AS hotel,
              json_build_object('id', r.id, 'name', r.name, 'bed_type', r.bed_type, 'breakfast', r.breakfast, 'cover', r.cover) AS room
         FROM hotel_reservations v JOIN hotels h ON h.id = v.hotel_id JOIN hotel_rooms r ON r.id = v.room_id WHERE v.order_id = $1`,
      [order.id],
    );
    return v ?? {};
  },
  async summarize(q, ids) {
    const rows = await q.query<{ order_id: number }>(
      `SELECT v.order_id, ${STAY}, h.name AS hotel_name, h.cover AS hotel_cover, r.name AS room_name
         FROM hotel_reservations v JOIN hotels h ON h.id = v.hotel_id JOIN hotel_rooms r ON r.id = v.room_id WHERE v.order_id = ANY($1::int[])`,
      [ids],
    );
    return new Map(rows.map(({ order_id, ...r }) => [order_id, r]));
  },
};
