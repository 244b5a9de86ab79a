import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consolePageTest, fail, ok } from '../testing/consolePages';

// The set-up pages whole, from the route down to the HTTP client; only the network is a double.
const ADMIN = { platform_admin: true, can_create: true, meetings: [{ id: 1, title: '2026 医学年会', role: 'platform_admin' }] };
const TICKET = {
  id: 7,
  meeting_id: 1,
  name: '标准票',
  description: '',
  price: 128000,
  capacity: 100,
  held: 3,
  sold: 12,
  per_order_limit: 5,
  sale_start: null,
  sale_end: null,
  refund_deadline: null,
  published: true,
  sort: 0,
  version: 4,
};

jest.setTimeout(300000);

const { api, open, bodyOf } = consolePageTest();

it("shows held and sold per ticket type; a capacity below them is refused under the field with the server's numbers", async () => {
  api.reply(ok(ADMIN), ok({ list: [TICKET] }));
  open('/admin/meetings/1/tickets');
  const row = (await screen.findByText('标准票')).closest('tr')!;
  expect(within(row).getByText('¥1280.00')).toBeInTheDocument();
  expect(within(row).getByText('12')).toBeInTheDocument();
  expect(within(row).getByText('85')).toBeInTheDocument();
  await act(async () => fireEvent.click(within(row).getByRole('button', { name: '编辑 标准票' })));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('名额'), { target: { value: '10' } });
  api.reply(fail('容量不能低于已售 12 张与占用中 3 张', { sold: 12, held: 3 }));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
  expect(await within(dialog).findByText('容量不能低于已售 12 张与占用中 3 张')).toBeInTheDocument();
  expect(api.calls[2].method).toBe('patch');
  expect(bodyOf(2)).toEqual({ capacity: 10, version: 4 });
});

it('refused as stale, shows the newer values beside mine and saves mine again on the newer version', async () => {
  api.reply(ok(ADMIN), ok({ list: [TICKET] }));
  open('/admin/meetings/1/tickets');
  const row = (await screen.findByText('标准票')).closest('tr')!;
  await act(async () => fireEvent.click(within(row).getByRole('button', { name: '编辑 标准票' })));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('价格（元）'), { target: { value: '990' } });
  api.reply(fail('已被他人修改，请查看最新内容后再保存', { current: { ...TICKET, price: 150000, version: 5 } }));
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '保存' })));
  const alert = await within(dialog).findByRole('alert');
  expect(within(alert).getByText('已被他人修改，未保存')).toBeInTheDocument();
  expect(within(alert).getByText('150000')).toBeInTheDocument();
  expect(within(alert).getByText('99000')).toBeInTheDocument();
  api.reply(ok({ ...TICKET, price: 99000, version: 6 }), ok({ list: [{ ...TICKET, price: 99000, version: 6 }] }));
  await act(async () => fireEvent.click(within(alert).getByRole('button', { name: '在最新版本上重新保存' })));
  await waitFor(() => expect(api.calls).toHaveLength(5));
  expect(bodyOf(3)).toEqual({ price: 99000, version: 5 });
});

it("creates a meeting as a draft from 新建会议 with the area list's names", async () => {
  api.reply(ok(ADMIN));
  open('/admin/meetings');
  expect(await screen.findByRole('heading', { name: '会议管理' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '2026 医学年会 票种' })).toHaveAttribute('href', '/admin/meetings/1/tickets');
  api.reply(ok([{ id: 11, name: '浙江省' }]));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '新建会议' })));
  const dialog = await screen.findByRole('dialog');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '创建' })));
  expect(await within(dialog).findByText('请填写会议名称', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
  expect(within(dialog).getByText('请选择省份', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(0);
});
