import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, consolePageTest, dialogWith, fail, ok } from '../testing/consolePages';

// The console's set-up pages whole (hotels, coupons, messages, settings), from the route down to the HTTP client.
const OWNER = { platform_admin: false, meetings: [{ id: 1, title: '2026 医学年会', role: 'owner' }] };
const OPERATOR = { platform_admin: false, meetings: [{ id: 1, title: '2026 医学年会', role: 'operator' }] };
const PLATFORM = { platform_admin: true, meetings: [{ id: 1, title: '2026 医学年会', role: 'platform_admin' }] };
const NIGHTS = [
  { night: '2026-12-01', allotment: 10, price: 48000, held: 2, sold: 3 },
  { night: '2026-12-02', allotment: 10, price: 48000, held: 0, sold: 1 },
];
const hotels = (nights = NIGHTS, version = 1) => ({
  list: [
    {
      id: 4,
      name: '西湖国宾馆',
      star: 5,
      address: '杭州市西湖区',
      phone: '0571-1',
      distance_m: 800,
      ticket_required: false,
      free_cancel_hours: 24,
      published: true,
      version: 1,
      rooms: [
        {
          id: 9,
          name: '高级大床房',
          bed_type: '大床',
          breakfast: '含早',
          max_guests: 2,
          version: 1,
          block: { id: 3, first_night: '2026-12-01', last_night: '2026-12-02', cutoff_at: '2026-11-30T10:00:00Z', version, nights },
        },
      ],
    },
  ],
});

// Five whole pages with antd's forms and tables: minutes each on a busy machine.
jest.setTimeout(600000);

const { api, open, bodyOf } = consolePageTest();

it("shows each night's allotment, price, held and sold; sends only the changed nights with the version, and shows a refusal with its numbers", async () => {
  api.reply(ok(OWNER), ok(hotels()));
  open('/admin/meetings/1/hotels');
  const grid = (await screen.findByLabelText('2026-12-01 房量')).closest('section')!;
  expect(grid).toHaveAttribute('aria-label', '西湖国宾馆 高级大床房');
  const first = within(grid).getByText('2026-12-01（二）').closest('tr')!;
  expect(within(first).getByLabelText('2026-12-01 房量')).toHaveValue('10');
  expect(within(first).getByLabelText('2026-12-01 价格')).toHaveValue('480.00');
  expect([...first.querySelectorAll('td')].map((c) => c.textContent).slice(3)).toEqual(['2', '3', '5']);

  api.reply(fail('12月1日的房量不能少于已售出和已占用的 5 间（已售 3 间，待支付占用 2 间）'), ok(hotels()));
  fireEvent.change(within(first).getByLabelText('2026-12-01 房量'), { target: { value: '4' } });
  await act(async () => fireEvent.click(button(grid, '保存高级大床房')));
  expect(await within(grid).findByText('12月1日的房量不能少于已售出和已占用的 5 间（已售 3 间，待支付占用 2 间）')).toBeInTheDocument();
  expect(api.calls[2].method).toBe('put');
  expect(api.urlOf(api.calls[2])).toContain('api/admin/meetings/1/rooms/9/block');
  expect(bodyOf(2)).toEqual({
    version: 1,
    cutoff_at: '2026-11-30T10:00:00.000Z',
    nights: [{ night: '2026-12-01', allotment: 4, price: 48000 }],
  });
  await waitFor(() => expect(within(grid).getByLabelText('2026-12-01 房量')).toHaveValue('10'));

  api.reply(ok({ version: 2 }), ok(hotels([{ ...NIGHTS[0] }, { ...NIGHTS[1], allotment: 12, price: 52000 }], 2)));
  fireEvent.change(within(grid).getByLabelText('2026-12-02 房量'), { target: { value: '12' } });
  fireEvent.change(within(grid).getByLabelText('2026-12-02 价格'), { target: { value: '520' } });
  await act(async () => fireEvent.click(button(grid, '保存高级大床房')));
  await waitFor(() => expect(api.calls).toHaveLength(6));
  expect(bodyOf(4).nights).toEqual([{ night: '2026-12-02', allotment: 12, price: 52000 }]);
  await waitFor(() => expect(within(grid).getByLabelText('2026-12-02 价格')).toHaveValue('520.00'));
});

it('puts the newer hotel in the form when a save was stale, and saves with its version next time', async () => {
  api.reply(ok(OWNER), ok(hotels()));
  open('/admin/meetings/1/hotels');
  await screen.findByText('修改酒店');
  await act(async () => fireEvent.click(button(document.body, '修改酒店')));
  const dialog = dialogWith(await screen.findByText('修改酒店：西湖国宾馆'));
  fireEvent.change(within(dialog).getByLabelText('电话'), { target: { value: '0571-2' } });
  const ticketRule = within(dialog).getByLabelText('须先购买会议门票');
  expect(ticketRule).not.toBeChecked();
  await act(async () => fireEvent.click(ticketRule));
  api.reply(fail('已被他人修改，请查看最新内容后再保存', { current: { ...hotels().list[0], phone: '0571-8888', version: 3 } }));
  await act(async () => fireEvent.click(button(dialog, '保存')));
  expect(await within(dialog).findByText('已被他人修改，请查看最新内容后再保存')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('电话')).toHaveValue('0571-8888');
  expect(within(dialog).getByLabelText('须先购买会议门票')).not.toBeChecked();
  expect(api.calls[2].method).toBe('patch');
  expect(bodyOf(2)).toMatchObject({ version: 1, phone: '0571-2', ticket_required: true });

  api.reply(ok({ id: 4, version: 4 }), ok(hotels()));
  fireEvent.change(within(dialog).getByLabelText('电话'), { target: { value: '0571-3' } });
  await act(async () => fireEvent.click(button(dialog, '保存')));
  await waitFor(() => expect(api.calls).toHaveLength(5));
  expect(bodyOf(3)).toMatchObject({ version: 3, phone: '0571-3' });
});

it('lists coupon batches with their usage and stops one with its version', async () => {
  const batch = {
    id: 6,
    name: '早鸟满减券',
    kind: 'coupon',
    amount: 5000,
    rate: null,
    threshold: 20000,
    total: 100,
    per_user_limit: 1,
    claim_start: '2026-11-01T00:00:00Z',
    claim_end: '2099-12-01T00:00:00Z',
    valid_days: 30,
    valid_end: null,
    stopped_at: null,
    version: 1,
    issued: 12,
    used: 4,
    remaining: 88,
  };
  const discount = {
    ...batch,
    id: 7,
    name: '八五折券',
    rate: 85,
    amount: 3000,
    threshold: 0,
    stopped_at: '2026-11-20T00:00:00Z',
    version: 2,
  };
  api.reply(ok(OPERATOR), ok({ list: [batch, discount] }));
  open('/admin/meetings/1/coupons');
  const row = (await screen.findByText('早鸟满减券')).closest('tr')!;
  expect(within(row).getByText('减¥50.00')).toBeInTheDocument();
  expect(within(row).getByText('满¥200.00')).toBeInTheDocument();
  expect(within(row).getByText('发放中')).toBeInTheDocument();
  expect(within(row).getByText('12 / 4 / 88（共 100）')).toBeInTheDocument();
  const stopped = screen.getByText('八五折券').closest('tr')!;
  expect(within(stopped).getByText('8.5折，最高减¥30.00')).toBeInTheDocument();
  expect(within(stopped).getByText('已停止')).toBeInTheDocument();
  expect(within(stopped).queryByText('停止发放')).not.toBeInTheDocument();

  api.reply(ok({ id: 6, version: 2 }), ok({ list: [{ ...batch, stopped_at: '2026-11-26T00:00:00Z', version: 2 }, discount] }));
  await act(async () => fireEvent.click(button(row, '停止发放')));
  const confirm = (await screen.findByText('确定停止发放“早鸟满减券”？已领取的仍可使用。')).closest<HTMLElement>('.ant-popover')!;
  await act(async () => fireEvent.click(button(confirm, '停止发放')));
  await waitFor(() => expect(api.calls).toHaveLength(4));
  expect(api.urlOf(api.calls[2])).toContain('api/admin/meetings/1/coupons/6/stop');
  expect(bodyOf(2)).toEqual({ version: 1 });
  expect(await screen.findAllByText('已停止')).toHaveLength(2);
});

it('sends a message to the unpaid once however often 发送 is clicked, with one Idempotency-Key, and lists it', async () => {
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
  api.reply(ok(OPERATOR), ok({ list: [] }), ok(stats), ok({ count: 40 }));
  open('/admin/meetings/1/messages');
  expect(await screen.findByText('将发送给 40 人')).toBeInTheDocument();
  expect(screen.getByText('还没有发送过消息')).toBeInTheDocument();

  api.reply(ok({ count: 3 }));
  await act(async () => fireEvent.click(screen.getByLabelText('待支付订单的用户')));
  expect(await screen.findByText('将发送给 3 人')).toBeInTheDocument();
  expect(decodeURIComponent(api.urlOf(api.calls[4]))).toContain('audience=unpaid');

  fireEvent.change(screen.getByLabelText('标题'), { target: { value: '请尽快完成支付' } });
  fireEvent.change(screen.getByLabelText('内容'), { target: { value: '名额保留至今晚。' } });
  const sent = {
    id: '1',
    at: '2026-11-26T03:00:00Z',
    sender: '钱主办',
    audience: 'unpaid',
    ticket_type_id: null,
    title: '请尽快完成支付',
    content: '名额保留至今晚。',
    sent: 3,
  };
  api.reply(ok({ sent: 3 }), ok({ list: [sent] }), ok({ count: 3 }));
  const send = button(document.body, '发送');
  await act(async () => {
    fireEvent.click(send);
    fireEvent.click(send);
  });
  expect(await screen.findByText('待支付订单的用户', { selector: 'td' })).toBeInTheDocument();
  const posts = api.calls.filter((c) => c.method === 'post');
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0].data as string)).toEqual({ audience: 'unpaid', title: '请尽快完成支付', content: '名额保留至今晚。' });
  expect(posts[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
});

it('warns when the theme colour is under 4.5:1, saves only what changed with its version, and shows the newer values after a stale save', async () => {
  const list = [
    { key: 'theme_colors', value: '#675643', version: 2 },
    { key: 'site_name', value: '会议酒店', version: 1 },
    { key: 'service_phone', value: '', version: 0 },
    { key: 'bank_account_name', value: '会议酒店科技有限公司', version: 1 },
    { key: 'bank_name', value: '招商银行', version: 1 },
    { key: 'bank_account', value: '5719', version: 1 },
    { key: 'agreement', value: '<p>协议</p>', version: 1 },
    { key: 'privacy', value: '', version: 0 },
    { key: 'platform_introduction', value: '', version: 0 },
  ];
  api.reply(ok(PLATFORM), ok({ list }));
  open('/admin/settings');
  const colour = await screen.findByLabelText('主题色');
  expect(screen.getByText(/符合无障碍要求/)).toBeInTheDocument();
  fireEvent.change(colour, { target: { value: '#f5c518' } });
  expect(await screen.findByText(/低于 4.5:1/)).toBeInTheDocument();
  fireEvent.change(colour, { target: { value: '#0a7d5a' } });
  await waitFor(() => expect(screen.queryByText(/低于 4.5:1/)).not.toBeInTheDocument());
  fireEvent.change(screen.getByLabelText('银行账号'), { target: { value: '6222 0000' } });
  // The texts in the console's rich-text editor (loaded on demand); loading one changes nothing that is saved.
  expect(await screen.findByLabelText('用户协议', { selector: '[role=textbox]' })).toHaveTextContent('协议');
  expect(screen.getByLabelText('隐私政策', { selector: '[role=textbox]' })).toBeInTheDocument();

  const newer = list.map((s) => (s.key === 'theme_colors' ? { ...s, value: '#123456', version: 3 } : s));
  api.reply(
    fail('已被他人修改，请查看最新内容后再保存', { current: { key: 'theme_colors', value: '#123456', version: 3 } }),
    ok({ list: newer }),
  );
  await act(async () => fireEvent.click(button(document.body, '保存设置')));
  expect(JSON.parse(api.calls[2].data as string)).toEqual({
    changes: [
      { key: 'theme_colors', value: '#0a7d5a', version: 2 },
      { key: 'bank_account', value: '6222 0000', version: 1 },
    ],
  });
  expect(await screen.findByText('已被他人修改，请查看最新内容后再保存（下方已显示最新内容）')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('主题色')).toHaveValue('#123456'));
  expect(screen.getByText('站点设置', { selector: '.ant-menu *' })).toBeInTheDocument();
});
