import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, consolePageTest, fail, ok } from '../testing/consolePages';

// The content editors whole, from the route down to the HTTP client; only the network is a double.
const OWNER = { platform_admin: false, meetings: [{ id: 1, title: '2026 医学年会', role: 'owner' }] };
const EXPERTS = [
  {
    id: 11,
    name: '陈立民',
    title: '教授',
    organization: '中心医院',
    avatar: '',
    introduction: '<p>心内科</p>',
    role: '大会主席',
    version: 3,
  },
  { id: 12, name: '王淑琴', title: '研究员', organization: '研究院', avatar: '', introduction: '', role: '', version: 1 },
];
const STALE = '已被他人修改，请查看最新内容后再保存';

jest.setTimeout(180000);
const { api, open, bodyOf } = consolePageTest();
const drawerOf = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-drawer-title' })).closest<HTMLElement>('.ant-drawer-content')!;

it("lists the meeting's experts with the content pages in the menu, and adds one only once the form is valid", async () => {
  api.reply(ok(OWNER), ok({ list: EXPERTS }));
  open('/admin/meetings/1/content/experts');
  expect(await screen.findByText('陈立民')).toBeInTheDocument();
  expect(screen.getByText('专家管理', { selector: 'h3' })).toBeInTheDocument();
  const menu = screen.getByLabelText('后台导航');
  for (const item of ['专家', '日程', '展商', '文章与新闻', '资料下载']) expect(within(menu).getByText(item)).toBeInTheDocument();
  expect(api.urlOf(api.calls[1])).toContain('api/admin/meetings/1/content/experts');

  await act(async () => fireEvent.click(button(document.body, '新增专家')));
  const drawer = await drawerOf('新增专家');
  await act(async () => fireEvent.click(button(drawer, '保存')));
  expect(await within(drawer).findByText('请填写姓名')).toBeInTheDocument();
  expect(api.calls).toHaveLength(2);

  api.reply(ok({ ...EXPERTS[1], id: 13, name: '李华', version: 1 }), ok({ list: [...EXPERTS, { ...EXPERTS[1], id: 13, name: '李华' }] }));
  fireEvent.change(within(drawer).getByLabelText('姓名'), { target: { value: '李华' } });
  fireEvent.change(within(drawer).getByLabelText('会上角色'), { target: { value: '特邀讲者' } });
  await act(async () => fireEvent.click(button(drawer, '保存')));
  expect(await screen.findByText('李华')).toBeInTheDocument();
  expect(api.calls[2].method).toBe('post');
  expect(bodyOf(2)).toEqual({ name: '李华', role: '特邀讲者' });
});

it('shows the newer values when someone else saved the expert first, and saves again with their version', async () => {
  api.reply(ok(OWNER), ok({ list: EXPERTS }));
  open('/admin/meetings/1/content/experts');
  const edit = await screen.findByLabelText('编辑 陈立民');
  await act(async () => fireEvent.click(edit));
  const drawer = await drawerOf('编辑专家：陈立民');
  fireEvent.change(within(drawer).getByLabelText('职称'), { target: { value: '主任医师' } });
  const newer = { ...EXPERTS[0], title: '院士', version: 4 };
  api.reply(fail(STALE, { current: newer }));
  await act(async () => fireEvent.click(button(drawer, '保存')));
  expect(await within(drawer).findByText(STALE)).toBeInTheDocument();
  expect(within(drawer).getByLabelText('职称')).toHaveValue('院士');
  expect(api.calls[2].method).toBe('patch');
  expect(api.urlOf(api.calls[2])).toContain('api/admin/meetings/1/content/experts/11');
  expect(bodyOf(2)).toMatchObject({ version: 3, title: '主任医师' });

  api.reply(ok({ ...newer, title: '主任医师', version: 5 }), ok({ list: EXPERTS }));
  fireEvent.change(within(drawer).getByLabelText('职称'), { target: { value: '主任医师' } });
  await act(async () => fireEvent.click(button(drawer, '保存')));
  await waitFor(() => expect(api.calls).toHaveLength(5));
  expect(bodyOf(3)).toMatchObject({ version: 4, title: '主任医师' });
});

it('moves an expert down with the keyboard button and saves the whole order', async () => {
  api.reply(ok(OWNER), ok({ list: EXPERTS }));
  open('/admin/meetings/1/content/experts');
  const down = await screen.findByLabelText('下移 陈立民');
  expect(screen.getByLabelText('上移 陈立民')).toBeDisabled();
  api.reply(ok({ ids: [12, 11] }), ok({ list: [EXPERTS[1], EXPERTS[0]] }));
  await act(async () => fireEvent.click(down));
  await waitFor(() => expect(api.calls).toHaveLength(4));
  expect(api.calls[2].method).toBe('put');
  expect(api.urlOf(api.calls[2])).toContain('api/admin/meetings/1/content/experts/order');
  expect(bodyOf(2)).toEqual({ ids: [12, 11] });
  await waitFor(() => expect(screen.getByLabelText('上移 王淑琴')).toBeDisabled());
});

it('deletes an exhibitor after a confirm, with the version it was loaded at', async () => {
  const exhibitor = {
    id: 5,
    name: '康启医疗',
    logo: '',
    booth: 'A12',
    category: '器械',
    phone: '',
    website: '',
    introduction: '',
    version: 2,
  };
  api.reply(ok(OWNER), ok({ list: [exhibitor] }));
  open('/admin/meetings/1/content/exhibitors');
  const remove = await screen.findByLabelText('删除 康启医疗');
  await act(async () => fireEvent.click(remove));
  // antd places the popover by reading computed styles up the tree, which jsdom works out slowly under antd's many rules.
  const confirm = (await screen.findByText('确定删除展商“康启医疗”？', undefined, { timeout: 150000 })).closest<HTMLElement>(
    '.ant-popover',
  )!;
  api.reply(ok({ id: 5 }), ok({ list: [] }));
  await act(async () => fireEvent.click(button(confirm, '删除')));
  expect(await screen.findByText('暂无展商，点击“新增展商”添加')).toBeInTheDocument();
  expect(api.calls[2].method).toBe('delete');
  expect(api.urlOf(api.calls[2])).toContain('api/admin/meetings/1/content/exhibitors/5?version=2');
});

it("shows the downloads' error and empty states, and asks for a file before uploading a new one", async () => {
  api.reply(ok(OWNER), fail('服务器繁忙，请稍后重试'));
  open('/admin/meetings/1/content/downloads');
  expect(await screen.findByText('加载失败')).toBeInTheDocument();
  api.reply(ok({ list: [] }));
  await act(async () => fireEvent.click(button(document.body, '重试')));
  expect(await screen.findByText('暂无资料，点击“新增资料”添加')).toBeInTheDocument();
  await act(async () => fireEvent.click(button(document.body, '新增资料')));
  const drawer = await drawerOf('新增资料');
  fireEvent.change(within(drawer).getByLabelText('资料名称'), { target: { value: '会议手册' } });
  await act(async () => fireEvent.click(button(drawer, '保存')));
  expect(await within(drawer).findByText('请选择要上传的文件')).toBeInTheDocument();
  expect(api.calls).toHaveLength(3);
});

it("replaces a download's file from its edit drawer with the version it was loaded at; without a new file only the title is saved", async () => {
  const download = {
    id: 8,
    title: '会议手册',
    filename: '手册.pdf',
    mime: 'application/pdf',
    size: 2048,
    url: '/api/wyms/meeting/meeting_data_download/file/8',
    version: 2,
  };
  api.reply(ok(OWNER), ok({ list: [download] }));
  open('/admin/meetings/1/content/downloads');
  const edit = await screen.findByLabelText('编辑 会议手册');
  await act(async () => fireEvent.click(edit));
  let drawer = await drawerOf('编辑资料：会议手册');
  const input = drawer.querySelector<HTMLInputElement>('input[type=file]')!;
  const pdf = new File(['%PDF-1.4'], '手册第二版.pdf', { type: 'application/pdf' });
  await act(async () => fireEvent.change(input, { target: { files: [pdf] } }));
  expect(await within(drawer).findByText('手册第二版.pdf')).toBeInTheDocument();
  const replaced = { ...download, filename: '手册第二版.pdf', size: 8, version: 3 };
  api.reply(ok(replaced), ok({ list: [replaced] }));
  await act(async () => fireEvent.click(button(drawer, '保存')));
  await waitFor(() => expect(api.calls).toHaveLength(4));
  expect(api.calls[2].method).toBe('put');
  expect(api.urlOf(api.calls[2])).toContain('api/admin/meetings/1/content/downloads/8/file');
  const sent = api.calls[2].data as FormData;
  expect([sent.get('version'), sent.get('title'), (sent.get('file') as File).name]).toEqual(['2', '会议手册', '手册第二版.pdf']);
  expect(await screen.findByText('手册第二版.pdf', { selector: 'td a' })).toBeInTheDocument();

  await act(async () => fireEvent.click(screen.getByLabelText('编辑 会议手册')));
  drawer = await drawerOf('编辑资料：会议手册');
  fireEvent.change(within(drawer).getByLabelText('资料名称'), { target: { value: '会议手册（第二版）' } });
  api.reply(ok({ ...replaced, title: '会议手册（第二版）', version: 4 }), ok({ list: [replaced] }));
  await act(async () => fireEvent.click(button(drawer, '保存')));
  await waitFor(() => expect(api.calls).toHaveLength(6));
  expect(api.calls[4].method).toBe('patch');
  expect(bodyOf(4)).toEqual({ title: '会议手册（第二版）', version: 3 });
});

it("lists the sessions by day and time with their speakers, and edits a session's times on the meeting's clock", async () => {
  const session = {
    id: 7,
    title: '开幕式',
    start_at: '2030-05-10T01:00:00Z',
    end_at: '2030-05-10T02:00:00Z',
    date: '2030-05-10',
    hall: '主会场',
    host: '',
    content: '',
    speakers: [{ expert_id: 11, name: '陈立民', topic: '致辞' }],
    version: 1,
  };
  const abroad = { ...OWNER, meetings: [{ ...OWNER.meetings[0], time_zone: 'America/New_York' }] };
  api.reply(ok(abroad), ok({ list: [session] }));
  open('/admin/meetings/1/content/schedules');
  const row = (await screen.findByText('开幕式')).closest('tr')!;
  // The day and hours on New York's clock, named: 01:00 UTC is 21:00 the evening before there.
  expect(within(row).getByText('2030-05-09')).toBeInTheDocument();
  expect(within(row).getByText('21:00–22:00（America/New_York）')).toBeInTheDocument();
  expect(within(row).getByText('陈立民')).toBeInTheDocument();
  api.reply(ok({ list: EXPERTS }));
  await act(async () => fireEvent.click(within(row).getByLabelText('编辑 开幕式')));
  const drawer = await drawerOf('编辑日程：开幕式');
  // The pickers read the same (the browser here runs on UTC).
  expect(within(drawer).getByPlaceholderText('开始时间')).toHaveValue('2030-05-09 21:00');
  expect(within(drawer).getByPlaceholderText('结束时间')).toHaveValue('2030-05-09 22:00');
  api.reply(ok(session), ok({ list: [session] }));
  fireEvent.change(within(drawer).getByLabelText('议题'), { target: { value: '开幕式暨颁奖' } });
  await act(async () => fireEvent.click(button(drawer, '保存')));
  await waitFor(() => expect(api.calls.filter((c) => c.method === 'patch')).toHaveLength(1));
  const patch = api.calls.find((c) => c.method === 'patch')!;
  expect(JSON.parse(String(patch.data))).toMatchObject({
    title: '开幕式暨颁奖',
    start_at: '2030-05-10T01:00:00.000Z',
    end_at: '2030-05-10T02:00:00.000Z',
    version: 1,
  });
});
