import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, consolePageTest, dialogWith, fail, ok } from '../testing/consolePages';

// The console's pages whole, from the route down to the HTTP client; only the network is a double.
const OWNER = { platform_admin: false, meetings: [{ id: 1, title: '2026 医学年会', role: 'owner' }] };
const VIEWER = { platform_admin: false, meetings: [{ id: 1, title: '2026 医学年会', role: 'viewer' }] };
const ORDER = {
  order_sn: 'M2026112600001',
  meeting_id: 1,
  status: 'unpaid',
  status_text: '待支付',
  title: '2026 医学年会 · 标准票',
  pay_amount: 128000,
  pay_type: 'offline',
  paid_at: null,
  created_at: '2026-11-26T02:00:00Z',
  contact_name: '王建国',
  contact_mobile: '13912345678',
  buyer: { nickname: '王建国', mobile: '13912345678' },
  attendees: [{ id: 5, name: '王建国', mobile: '13912345678', company: '协和', checked_in_at: null }],
  vouchers: [
    {
      id: 3,
      image: '/uploads/v.png',
      payer_name: '协和医院',
      remark: '',
      status: 'pending',
      reject_reason: null,
      created_at: '2026-11-26T03:00:00Z',
    },
  ],
  refunds: [],
  invoice: null,
  voucher_pending: true,
  audit: [{ actor: 'user:9', action: 'voucher.submit', reason: '', at: '2026-11-26T03:00:00Z' }],
};

jest.setTimeout(300000);

const { api, open } = consolePageTest();

it("lists a meeting's orders with the filters and page taken from the URL, money in yuan", async () => {
  const stats = {
    paid_attendees: 0,
    checked_in: 0,
    capacity: 0,
    revenue: 0,
    daily: [],
    by_ticket_type: [{ ticket_type_id: 7, name: '标准票', paid: 0, capacity: 100 }],
    unpaid_holds: 0,
    expected: 0,
    per_15min: [],
  };
  api.reply(ok(OWNER), ok({ list: [{ ...ORDER, voucher_pending: true, refund_requested: false }], total: 41 }), ok(stats));
  open('/admin/meetings/1/orders?status=unpaid&q=王&page=3');
  expect(await screen.findByRole('link', { name: 'M2026112600001' })).toHaveAttribute('href', '/admin/orders/M2026112600001');
  expect(screen.getByText('¥1280.00')).toBeInTheDocument();
  expect(screen.getByText('凭证待审')).toBeInTheDocument();
  const url = decodeURIComponent(api.urlOf(api.calls[1]));
  expect(url).toContain('api/admin/meetings/1/orders');
  expect(url).toMatch(/status=unpaid/);
  expect(url).toMatch(/q=王/);
  expect(url).toMatch(/page=3/);
  expect(screen.getByTitle('3')).toHaveClass('ant-pagination-item-active');
});

it("rejects a voucher only with a reason, sends one Idempotency-Key per dialog, and shows the server's refusal", async () => {
  api.reply(ok(OWNER), ok(ORDER));
  open('/admin/orders/M2026112600001');
  const reject = (await screen.findByText('驳回转账凭证', { selector: 'button span' })).closest('button')!;
  await act(async () => fireEvent.click(reject));
  const dialog = dialogWith(await screen.findByText('确定', { selector: '.ant-modal button span' }));
  await act(async () => fireEvent.click(button(dialog, '确定')));
  expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
  expect(api.calls).toHaveLength(2);

  api.reply(fail('该凭证已审核'));
  fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '金额不符' } });
  await act(async () => fireEvent.click(button(dialog, '确定')));
  expect(await within(dialog).findByText('该凭证已审核')).toBeInTheDocument();
  const [, , first] = api.calls;
  expect(first.url).toContain('api/admin/orders/M2026112600001/voucher/reject');
  expect(JSON.parse(first.data as string)).toEqual({ reason: '金额不符' });
  const key = first.headers['Idempotency-Key'];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);

  // The same dialog sent again is the same action: the same key.
  api.reply(
    ok({ order_sn: ORDER.order_sn, status: 'unpaid' }),
    ok({ ...ORDER, voucher_pending: false, vouchers: [{ ...ORDER.vouchers[0], status: 'rejected', reject_reason: '金额不符' }] }),
  );
  await act(async () => fireEvent.click(button(dialog, '确定')));
  await waitFor(() => expect(api.calls).toHaveLength(5));
  expect(api.calls[3].headers['Idempotency-Key']).toBe(key);
  expect(await screen.findByText('已驳回（金额不符）')).toBeInTheDocument();
});

it('shows a read-only role neither the money actions nor the pages it may not open', async () => {
  api.reply(ok(VIEWER), ok(ORDER));
  open('/admin/orders/M2026112600001');
  expect(await screen.findByText('协和医院')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '通过转账凭证' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '取消订单' })).not.toBeInTheDocument();
  const menu = screen.getByRole('menu', { name: '后台导航' });
  expect(within(menu).queryByText('财务待办')).not.toBeInTheDocument();
  expect(within(menu).queryByText('团队成员')).not.toBeInTheDocument();
});

it('tells a signed-in user without a console role 无权访问, with a way back to the site', async () => {
  api.reply({ status: 403, data: { code: 0, msg: '无权访问', data: null } });
  open('/admin');
  expect(await screen.findByText('无权访问')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
});

it("shows the to-do list's error state, not a broken page, while the server has no such endpoint", async () => {
  api.reply(ok(OWNER), { status: 404, data: { code: 0, msg: 'Not Found', data: null } });
  open('/admin');
  expect(await screen.findByText('此功能暂未开放')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '2026 医学年会' })).toHaveAttribute('href', '/admin/meetings/1');
});
