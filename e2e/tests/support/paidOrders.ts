import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** The demo meeting on sale (its tickets, and a hotel that asks for no ticket) in the demo data. */
export const DEMO = { meetingId: 2, ticketId: 5, hotelId: 5, roomId: 13 };

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Two nights from the first the demo room sells: the demo data's dates follow the day it was loaded. */
async function demoStay(request: APIRequestContext): Promise<{ check_in: string; check_out: string }> {
  const res = await request.post('/api/ms.hotel/get_hotel_detail', { data: { id: DEMO.hotelId } });
  const { rooms } = ((await res.json()) as { data: { rooms: Array<{ id: number; block: { first_night: string } }> } }).data;
  const first = rooms.find((r) => r.id === DEMO.roomId)!.block.first_night;
  return { check_in: first, check_out: addDays(first, 2) };
}

async function post<T = { order_sn: string; status: string }>(request: APIRequestContext, token: string, url: string, data: object) {
  const res = await request.post(url, { headers: { token }, data });
  return (await res.json()) as { code: number; msg: string; data: T };
}

/** Pays an order as a user does: the cashier address from pay_order, then 确认付款 on the sandbox's cashier. */
export async function payWithSandbox(request: APIRequestContext, token: string, orderSn: string): Promise<void> {
  const pay = await post<{ pay_url: string }>(request, token, '/api/ms.order/pay_order', { order_sn: orderSn, pay_type: 'alipay' });
  expect(pay.code, pay.msg).toBe(1);
  expect((await request.get(pay.data.pay_url)).ok()).toBe(true);
  expect((await request.post('/_sandbox/alipay/pay', { form: { out_trade_no: orderSn } })).ok()).toBe(true);
  await expect
    .poll(async () => (await post(request, token, '/api/ms.order/get_order_detail', { order_sn: orderSn })).data.status)
    .toBe('paid');
}

/** A paid ticket order and a paid hotel order of the user, through the API and the Alipay sandbox. */
export async function paidTicketAndHotel(
  request: APIRequestContext,
  token: string,
): Promise<{ ticket: string; hotel: string; paidFen: number }> {
  const mobile = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const ticket = await post(request, token, '/api/ms.meeting/submit_ticket_order', {
    meeting_id: DEMO.meetingId,
    ticket_id: DEMO.ticketId,
    applyers: [{ name: '张发票', mobile, company: '杭州云会科技有限公司' }],
  });
  expect(ticket.code, ticket.msg).toBe(1);
  const hotel = await post(request, token, '/api/ms.hotel/submit_hotel_order', {
    hotel_id: DEMO.hotelId,
    room_id: DEMO.roomId,
    ...(await demoStay(request)),
    num: 1,
    guests: JSON.stringify(['张发票']),
    mobile,
  });
  expect(hotel.code, hotel.msg).toBe(1);
  await payWithSandbox(request, token, ticket.data.order_sn);
  await payWithSandbox(request, token, hotel.data.order_sn);
  // What was paid, as the server says: prices follow the demo data's dates and the user's coupons.
  let paidFen = 0;
  for (const sn of [ticket.data.order_sn, hotel.data.order_sn]) {
    paidFen += (await post<{ pay_amount: number }>(request, token, '/api/ms.order/get_order_detail', { order_sn: sn })).data.pay_amount;
  }
  return { ticket: ticket.data.order_sn, hotel: hotel.data.order_sn, paidFen };
}
