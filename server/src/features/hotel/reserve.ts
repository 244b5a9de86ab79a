import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ApplyOrderPlaced, HotelReserveInput, hasControlCharacters } from '@conf/contract';
import { one } from '../../db';
import { AUTH, currentUser } from '../../http/auth';
import { ok } from '../../http/envelope';
import { BizError } from '../../lib/errors';
import { idempotent, SoldOutError } from '../../core';
import { createOrder, settleFree } from '../orders';
import { blockOfRoom, dayText, nightsOf } from './blocks';
import { stayProblem } from './routes';
import { hasTicket, todayInShanghai } from './queries';

/** `guests`: a JSON array of names (a string when form-encoded), one per room. */
function guestNames(raw: unknown, rooms: number): string[] {
  let list = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      list = raw.split(',');
    }
  }
  if (!Array.isArray(list)) throw new BizError('入住人格式不正确');
  const names = list.map((n) => (typeof n === 'string' ? n.trim() : ''));
  if (names.length < rooms) throw new BizError(`第${names.length + 1}间房请填写入住人姓名`);
  if (names.length > rooms) throw new BizError('入住人数量与房间数不一致');
  names.forEach((n, i) => {
    if (!n) throw new BizError(`第${i + 1}间房请填写入住人姓名`);
    if (n.length > 20 || hasControlCharacters(n)) throw new BizError(`第${i + 1}间房的入住人姓名格式不正确`);
  });
  return names;
}

/** Free cancellation ends this many hours before check-in time on the arrival day (Beijing time). */
function freeCancelUntil(checkIn: string, checkInTime: string, hours: number): Date {
  const hhmm = /^\d{2}:\d{2}$/.test(checkInTime) ? checkInTime : '14:00';
  return new Date(Date.parse(`${checkIn}T${hhmm}:00+08:00`) - hours * 3600_000);
}

export function reserveRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/ms.hotel/submit_hotel_order',
    {
      config: AUTH,
      schema: {
        summary: '预订酒店：每晚的房间在一个事务里全部占用或全部不占（可带 Idempotency-Key）',
        body: HotelReserveInput,
        // The same answer as a meeting's sign-up: the order placed, paid at once when nothing is left to pay.
        answer: ApplyOrderPlaced,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const b = req.body;
      const guests = guestNames(b.guests, b.num);
      const answer = await idempotent(app.db, req, me.id, async (q) => {
        const room = await one<{
          id: number;
          name: string;
          hotel_id: number;
          hotel_name: string;
          meeting_id: number;
          ticket_required: boolean;
          check_in_time: string;
          free_cancel_hours: number;
        }>(
          q,
          `SELECT r.id, r.name, h.id AS hotel_id, h.name AS hotel_name, h.meeting_id, h.ticket_required, h.check_in_time, h.free_cancel_hours
             FROM hotel_rooms r JOIN hotels h ON h.id = r.hotel_id JOIN meetings m ON m.id = h.meeting_id
            WHERE r.id = $1 AND h.id = $2 AND r.published AND h.published AND m.published`,
          [b.room_id, b.hotel_id],
        );
        if (!room) throw new BizError('房型不存在');
        if (room.ticket_required && !(await hasTicket(q, me.id, room.meeting_id))) {
          throw new BizError('预订该酒店需先购买会议门票', { need_ticket: true, meeting_id: room.meeting_id });
        }
        const block = await blockOfRoom(q, room.id);
        if (!block) throw new BizError('该房型暂未开放预订');
        const problem = stayProblem(block, b.check_in, b.check_out, await todayInShanghai(q));
        if (problem) throw new BizError(problem);
        if (b.num > block.max_rooms) throw new BizError(`每单最多预订${block.max_rooms}间`);
        const nights = await nightsOf(q, block.id, b.check_in, b.check_out);
        const perRoom = nights.reduce((s, n) => s + n.price, 0);
        const order = await createOrder(
          q,
          {
            kind: 'hotel',
            userId: me.id,
            meetingId: room.meeting_id,
            title: `${room.hotel_name} · ${room.name}`,
            total: perRoom * b.num,
            stock: nights.map((n) => ({ itemId: n.stock_item_id, qty: b.num })),
            userCouponId: b.coupon_id,
            refundDeadline: freeCancelUntil(b.check_in, room.check_in_time, room.free_cancel_hours),
            expireSeconds: app.config.orderExpireSeconds,
            contactName: guests[0],
            contactMobile: b.mobile,
            remark: b.remark?.trim() ?? '',
          },
          async (created) => {
            await q.query(
              `INSERT INTO hotel_reservations (order_id, hotel_id, room_id, block_id, check_in, check_out, rooms, guests, night_prices, arrival_time)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
              [
                created.id,
                room.hotel_id,
                room.id,
                block.id,
                b.check_in,
                b.check_out,
                b.num,
                guests,
                JSON.stringify(nights.map((n) => ({ night: n.night, price: n.price }))),
                b.arrival_time?.trim() ?? '',
              ],
            );
          },
        ).catch((error: unknown) => {
          // Name the night that is full, so the guest can pick other dates.
          if (error instanceof SoldOutError && error.left !== null) {
            const night = nights.find((n) => n.stock_item_id === error.itemId);
            throw new BizError(
              night ? `${dayText(night.night)}${error.left > 0 ? `仅剩${error.left}间` : '已满房'}，请调整日期或房间数` : '所选日期已满房',
            );
          }
          throw error;
        });
        const settled = await settleFree(q, order);
        return {
          data: { order_sn: settled.order_sn, status: settled.status, pay_amount: settled.pay_amount, expires_at: settled.expires_at },
          msg: settled.status === 'paid' ? '预订成功' : '订单已提交，请尽快支付',
        };
      });
      return ok(answer.data, answer.msg);
    },
  );
}
