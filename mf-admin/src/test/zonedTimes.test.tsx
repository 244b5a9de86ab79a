import { screen, within } from '@testing-library/react';
import { consolePageTest, ok } from '../testing/consolePages';

// A meeting abroad: the console shows its times on its own clock, named, and a Beijing meeting's as before.
const ME = {
  platform_admin: true,
  can_create: true,
  meetings: [
    { id: 1, title: '2026 医学年会', time_zone: 'Asia/Shanghai', role: 'platform_admin' },
    { id: 2, title: '伦敦眼科论坛', time_zone: 'Europe/London', role: 'platform_admin' },
  ],
};
const TICKET = {
  id: 7,
  meeting_id: 2,
  name: '标准票',
  description: '',
  price: 128000,
  capacity: 100,
  held: 0,
  sold: 0,
  per_order_limit: 5,
  sale_start: '2030-05-10T01:00:00Z',
  sale_end: null,
  refund_deadline: null,
  published: true,
  sort: 0,
  version: 1,
};
const ORDER = {
  order_sn: 'M2030051000001',
  meeting_id: 2,
  status: 'paid',
  status_text: '已支付',
  title: '伦敦眼科论坛 · 标准票',
  pay_amount: 128000,
  pay_type: 'offline',
  paid_at: '2030-01-10T09:30:00Z',
  created_at: '2030-01-10T09:00:00Z',
  contact_name: '王建国',
  contact_mobile: '13912345678',
  buyer: { nickname: '王建国', mobile: '13912345678' },
  attendees: [],
  vouchers: [],
  refunds: [],
  invoice: null,
  voucher_pending: false,
  audit: [{ actor: 'user:9', action: 'order.create', reason: '', at: '2030-01-10T09:00:00Z' }],
};

jest.setTimeout(300000);

const { api, open } = consolePageTest();

it("shows a London meeting's sale window on London's clock, with the zone, and a Beijing one's unlabelled", async () => {
  api.reply(ok(ME), ok({ list: [TICKET] }));
  open('/admin/meetings/2/tickets');
  const row = (await screen.findByText('标准票')).closest('tr')!;
  // 01:00 UTC in May is 02:00 in London (summer time), 09:00 in Beijing.
  expect(within(row).getByText('2030-05-10 02:00（Europe/London） 至 会议开始')).toBeInTheDocument();
  document.body.innerHTML = '';

  api.reply(ok(ME), ok({ list: [{ ...TICKET, meeting_id: 1 }] }));
  open('/admin/meetings/1/tickets');
  expect(within((await screen.findByText('标准票')).closest('tr')!).getByText('2030-05-10 09:00 至 会议开始')).toBeInTheDocument();
});

it("shows an order's times and timeline on its meeting's clock, though the page is not under the meeting", async () => {
  api.reply(ok(ME), ok(ORDER));
  open('/admin/orders/M2030051000001');
  // January: London is on UTC.
  expect(await screen.findByText('2030-01-10 09:00（Europe/London）')).toBeInTheDocument();
  expect(screen.getByText('2030-01-10 09:30（Europe/London）')).toBeInTheDocument();
  expect(screen.getByText(/^2030-01-10 09:00（Europe\/London） /)).toBeInTheDocument();
});
