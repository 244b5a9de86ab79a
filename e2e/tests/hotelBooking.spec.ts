import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, waitForApp, logIn } from './fixtures';

interface Night {
  night: string;
  price: number;
  left: number;
}

const post = async <T>(request: APIRequestContext, url: string, form: Record<string, string | number>, token?: string): Promise<T> => {
  const body = await (await request.post(`/api/${url}`, { form, headers: token ? { token } : {} })).json();
  expect(body.code, `${url}: ${body.msg}`).toBe(1);
  return body.data as T;
};

const todayInShanghai = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * A demo meeting with a hotel that asks for no ticket, and one of its room types with two bookable nights
 * from today on, two rooms or more left on each: where the test books.
 */
async function findStay(request: APIRequestContext, token: string) {
  const today = todayInShanghai();
  const { data: meetings } = (await (await request.get('/api/wyms/meeting/meeting/index?limit=20')).json()).data as {
    data: Array<{ id: number }>;
  };
  for (const meeting of meetings) {
    const hotels = await post<{ data: Array<{ id: number; name: string; ticket_required: boolean; state: string }> }>(
      request,
      'ms.hotel/get_hotel_list',
      { meeting_id: meeting.id },
    );
    for (const hotel of hotels.data.filter((h) => !h.ticket_required && h.state === 'available')) {
      const detail = await post<{ rooms: Array<{ id: number; name: string }> }>(request, 'ms.hotel/get_hotel_detail', { id: hotel.id });
      for (const room of detail.rooms) {
        const r = await post<{ nights: Night[]; block: { closed: boolean } }>(request, 'ms.hotel/get_room_detail', { id: room.id }, token);
        const nights = r.nights.filter((n) => n.night >= today);
        const at = nights.findIndex((n, i) => i + 1 < nights.length && n.left >= 2 && nights[i + 1].left >= 2);
        if (!r.block.closed && at >= 0) return { meetingId: meeting.id, hotel, room, nights: [nights[at], nights[at + 1]] };
      }
    }
  }
  throw new Error('no bookable demo room');
}

/** Taps a day of the open range calendar: its month by the month's watermark (11), the day by its number. */
async function tapDay(page: Page, day: string) {
  const [, m, d] = day.split('-').map(Number);
  const month = page
    .locator('.rv-calendar__days')
    .filter({ has: page.locator('.rv-calendar__month-mark', { hasText: new RegExp(`^${m}$`) }) });
  await month.getByRole('gridcell', { name: new RegExp(`^${d}(\\D|$)`) }).click();
}

/** Rooms left per room type for a stay, as the hotel's detail gives them. */
async function stockFor(request: APIRequestContext, hotelId: number, checkIn: string, checkOut: string) {
  const { rooms } = await post<{ rooms: Array<{ id: number; stock: number }> }>(request, 'ms.hotel/get_hotel_detail', {
    id: hotelId,
    check_in: checkIn,
    check_out: checkOut,
  });
  return Object.fromEntries(rooms.map((r) => [r.id, r.stock]));
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('from a meeting a user books two rooms for two nights, pays in the cashier, finds the order, and cancels a second one whose nights come back', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(150_000);
  // Taken once every finite animation (a dialog opening, a list fading in) has run or been cut short, and no toast covers the page.
  const shot = async (name: string) => {
    await expect(page.locator('.rv-toast')).toBeHidden();
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => null)),
      ),
    );
    await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  };
  const token = await logIn(page, '13800138000');
  const { meetingId, hotel, room, nights } = await findStay(request, token);
  const checkOut = addDays(nights[1].night, 1);

  await page.goto(`/meeting/home/${meetingId}`);
  await waitForApp(page);
  const entry = page.getByRole('button', { name: '酒店预订', exact: true });
  // Every demo meeting links its hotels (Fixed kind 9).
  await expect(entry).toBeVisible();
  await shot('meeting-home');
  await entry.click();
  await expect(page).toHaveURL(`/hotel/list/${meetingId}`);
  const card = page.getByTestId('hotel-card').filter({ hasText: hotel.name });
  await expect(card).toContainText('会议期间有房');
  await shot('hotel-list');
  await card.click();

  await expect(page.getByRole('heading', { name: hotel.name })).toBeVisible();
  // Pick the two nights on the detail page: every room type is priced for them.
  await page.getByTestId('stay-picker').click();
  await expect(page.getByText('选择入住和离店日期')).toBeVisible();
  await tapDay(page, nights[0].night);
  await tapDay(page, checkOut);
  await page.locator('.rv-calendar').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('stay-picker')).toContainText('共2晚');
  const roomCard = page.getByTestId('room-card').filter({ hasText: room.name });
  await expect(roomCard).toContainText(/剩余\d+间/);
  await roomCard.scrollIntoViewIfNeeded();
  await shot('hotel-detail');
  await roomCard.getByRole('link', { name: '预订' }).click();

  await expect(page).toHaveURL(`/hotel/reserve/${room.id}?check_in=${nights[0].night}&check_out=${checkOut}`);
  await expect(page.getByTestId('stay-picker')).toContainText('共2晚');
  await page.locator('.rv-stepper__plus').click();
  await page.getByPlaceholder('第1间房入住人姓名').fill('张三');
  await page.getByPlaceholder('第2间房入住人姓名').fill('李四');
  await page.getByPlaceholder('用于接收预订通知').fill('13800138000');
  const breakdown = page.getByTestId('price-breakdown');
  const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
  await expect(breakdown.locator('.rv-cell').nth(0)).toContainText(`${yuan(nights[0].price)} × 2间`);
  await expect(breakdown.locator('.rv-cell').nth(1)).toContainText(`${yuan(nights[1].price)} × 2间`);
  const total = (nights[0].price + nights[1].price) * 2;
  await expect(breakdown).toContainText(`房费明细`);
  await expect(page.locator('.rv-submit-bar__tip')).toContainText(`共2晚 2间，房费${yuan(total)}`);
  await page.mouse.wheel(0, 2000);
  await shot('hotel-reserve');
  const sent = page.waitForRequest('**/api/ms.hotel/submit_hotel_order');
  await page.getByRole('button', { name: '提交订单' }).click();
  expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

  await expect(page).toHaveURL(/\/payment\/alipay\?order_sn=H\d{22}$/);
  const orderSn = new URL(page.url()).searchParams.get('order_sn')!;
  const order = await post<{
    kind: string;
    status: string;
    nights: number;
    rooms: number;
    guests: string[];
    night_prices: Night[];
    pay_amount: number;
    total_amount?: number;
  }>(request, 'ms.order/get_order_detail', { order_sn: orderSn }, token);
  expect(order).toMatchObject({ kind: 'hotel', status: 'unpaid', nights: 2, rooms: 2, guests: ['张三', '李四'] });
  expect(order.night_prices.map((n) => n.night)).toEqual([nights[0].night, nights[1].night]);
  // Both nights are held for the order: two rooms fewer on each.
  const after = await post<{ nights: Night[] }>(request, 'ms.hotel/get_room_detail', { id: room.id }, token);
  for (const n of nights) expect(after.nights.find((x) => x.night === n.night)!.left).toBe(n.left - 2);

  // Pay in the sandbox cashier; it sends the phone back through /redirect to the paid order.
  // What the order asks is the room charge less any coupon the reserve page applied.
  expect(order.pay_amount).toBeLessThanOrEqual(total);
  await expect(page.getByTestId('pay-summary')).toContainText(yuan(order.pay_amount));
  await shot('hotel-payment');
  await page.getByRole('button', { name: /^支付宝支付 ¥/ }).click();
  await expect(page.getByRole('button', { name: '确认付款' })).toBeVisible();
  await expect(page.getByText(orderSn)).toBeVisible();
  await shot('hotel-cashier');
  const visited: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(new URL(f.url()).pathname));
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(`/order/detail?order_sn=${orderSn}`, { timeout: 20_000 });
  expect(visited).toContain('/redirect');
  await expect(page.getByTestId('order-status')).toContainText('已支付');
  const stay = page.getByTestId('order-hotel');
  await expect(stay).toContainText('入住人张三、李四');
  for (const n of nights) await expect(stay).toContainText(`${Number(n.night.slice(5, 7))}月${Number(n.night.slice(8))}日`);
  await shot('hotel-order-paid');

  await page.goto('/order/hotel');
  await waitForApp(page);
  const paidCard = page.getByTestId('order-card').filter({ hasText: orderSn });
  await expect(paidCard).toContainText('已支付');
  await expect(paidCard).toContainText('2晚 · 2间');
  await shot('hotel-order-list');

  // A second, unpaid order for the same nights holds a room; cancelled on its page, it gives the nights back.
  const before = await stockFor(request, hotel.id, nights[0].night, checkOut);
  const roomId = Number(Object.keys(before).find((id) => before[id] > 0));
  const second = await post<{ order_sn: string }>(
    request,
    'ms.hotel/submit_hotel_order',
    {
      hotel_id: hotel.id,
      room_id: roomId,
      check_in: nights[0].night,
      check_out: checkOut,
      num: 1,
      guests: JSON.stringify(['王五']),
      mobile: '13800138000',
    },
    token,
  );
  expect((await stockFor(request, hotel.id, nights[0].night, checkOut))[roomId]).toBe(before[roomId] - 1);
  await page.goto('/order/hotel?status=unpaid');
  const unpaidCard = page.getByTestId('order-card').filter({ hasText: second.order_sn });
  await expect(unpaidCard).toContainText('待支付');
  await unpaidCard.getByText(second.order_sn).click();
  await expect(page).toHaveURL(`/order/detail?order_sn=${second.order_sn}`);
  await expect(page.getByTestId('order-hotel')).toContainText('入住人王五');
  await shot('hotel-order-unpaid');
  await page.getByRole('button', { name: '取消订单' }).click();
  await expect(page.locator('.rv-dialog')).toBeVisible();
  await shot('hotel-order-cancel-dialog');
  await page.locator('.rv-dialog').getByRole('button', { name: '确认' }).click();
  await expect(page.getByTestId('order-status')).toContainText('已取消');
  await expect(page.locator('.rv-dialog')).toBeHidden();
  await shot('hotel-order-cancelled');
  expect(await stockFor(request, hotel.id, nights[0].night, checkOut)).toEqual(before);
  expect(pageErrors).toEqual([]);
});

test('the hotels of a meeting already over say plainly that booking has closed', async ({ page, request, pageErrors }) => {
  await logIn(page, '13800138000');
  const { data: meetings } = (await (await request.get('/api/wyms/meeting/meeting/index?limit=20')).json()).data as {
    data: Array<{ id: number }>;
  };
  let closedMeeting = 0;
  for (const meeting of meetings) {
    const hotels = await post<{ data: Array<{ state: string; available: boolean }> }>(request, 'ms.hotel/get_hotel_list', {
      meeting_id: meeting.id,
    });
    if (hotels.data.length && hotels.data.every((h) => h.state === 'closed' && !h.available)) closedMeeting = meeting.id;
  }
  // The demo data has a meeting that ended weeks ago: every block is past its cut-off.
  expect(closedMeeting).toBeGreaterThan(0);
  await page.goto(`/hotel/list/${closedMeeting}`);
  await waitForApp(page);
  const cards = page.getByTestId('hotel-card');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    await expect(card).toContainText('已截止预订');
    await expect(card).not.toContainText(/会议期间有房|已满房/);
  }
  await page.screenshot({ path: test.info().outputPath('hotel-list-closed.png') });
  expect(pageErrors).toEqual([]);
});
