import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadHttpClient } from '@conf/shared';
import { fakeAxios, fail, ok } from '@conf/shared/src/testing/fakeAxios';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import AdminRoutes from '../routes';

// The content editors whole, from the route down to the HTTP client; only the network is a double.
const OWNER = { platform_admin: false, meetings: [{ id: 1, title: '2026 医学年会', role: 'owner' }] };
const EXPERTS = [
  { id: 11, name: '陈立民', title: '教授', organization: '中心医院', avatar: '', introduction: '<p>心内科</p>', role: '大会主席', version: 3 },
  { id: 12, name: '王淑琴', title: '研究员', organization: '研究院', avatar: '', introduction: '', role: '', version: 1 },
];
const STALE = '已被他人修改，请查看最新内容后再保存';

configure({ asyncUtilTimeout: 60000 });
jest.setTimeout(300000);

let api: ReturnType<typeof fakeAxios>;
beforeEach(async () => {
  logInForTest();
  api = fakeAxios(await loadHttpClient());
});
afterEach(() => {
  api.restore();
  document.body.innerHTML = '';
});

const open = (url: string) => renderRoutes(url, { '*': <AdminRoutes /> });
const bodyOf = (i: number) => JSON.parse(api.calls[i].data as string);

it('lists the meeting\'s experts with the content pages in the menu, and adds one only once the form is valid', async () => {
  api.reply(ok(OWNER), ok({ list: EXPERTS }));
  open('/admin/meetings/1/content/experts');
  expect(await screen.findByText('陈立民')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '专家管理' })).toBeInTheDocument();
  for (const item of ['专家', '日程', '展商', '文章与新闻', '资料下载']) expect(screen.getByRole('menuitem', { name: item })).toBeInTheDocument();
  expect(api.urlOf(api.calls[1])).toContain('api/admin/meetings/1/content/experts');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: '新增专家' })));
  const drawer = await screen.findByRole('dialog');
  await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: '保存' })));
  expect(await within(drawer).findByText('请填写姓名')).toBeInTheDocument();
  expect(api.calls).toHaveLength(2);

  api.reply(ok({ ...EXPERTS[1], id: 13, name: '李华', version: 1 }), ok({ list: [...EXPERTS, { ...EXPERTS[1], id: 13, name: '李华' }] }));
  fireEvent.change(within(drawer).getByLabelText('姓名'), { target: { value: '李华' } });
  fireEvent.change(within(drawer).getByLabelText('会上角色'), { target: { value: '特邀讲者' } });
  await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: '保存' })));
  expect(await screen.findByText('李华')).toBeInTheDocument();
  expect(api.calls[2].method).toBe('post');
  expect(bodyOf(2)).toEqual({ name: '李华', role: '特邀讲者' });
});

it('shows the newer values when someone else saved the expert first, and saves again with their version', async () => {
  api.reply(ok(OWNER), ok({ list: EXPERTS }));
  open('/admin/meetings/1/content/experts');
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: '编辑 陈立民' })));
  const drawer = await screen.findByRole('dialog');
  fireEvent.change(within(drawer).getByLabelText('职称'), { target: { value: '主任医师' } });
  const newer = { ...EXPERTS[0], title: '院士', version: 4 };
  api.reply(fail(STALE, { current: newer }));
  await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: '保存' })));
  expect(await within(drawer).findByText(STALE)).toBeInTheDocument();
  expect(within(drawer).getByLabelText('职称')).toHaveValue('院士');
  expect(api.calls[2].method).toBe('patch');
  expect(api.urlOf(api.calls[2])).toContain('api/admin/meetings/1/content/experts/11');
  expect(bodyOf(2)).toMatchObject({ version: 3, title: '主任医师' });

  api.reply(ok({ ...newer, title: '主任医师', version: 5 }), ok({ list: EXPERTS }));
  fireEvent.change(within(drawer).getByLabelText('职称'), { target: { value: '主任医师' } });
  await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: '保存' })));
  await waitFor(() => expect(api.calls).toHaveLength(5));
  expect(bodyOf(3)).toMatchObject({ version: 4, title: '主任医师' });
});

it('moves an expert down with the keyboard button and saves the whole order', async () => {
  api.reply(ok(OWNER), ok({ list: EXPERTS }));
  open('/admin/meetings/1/content/experts');
  const down = await screen.findByRole('button', { name: '下移 陈立民' });
  expect(screen.getByRole('button', { name: '上移 陈立民' })).toBeDisabled();
  api.reply(ok({ ids: [12, 11] }), ok({ list: [EXPERTS[1], EXPERTS[0]] }));
  await act(async () => fireEvent.click(down));
  await waitFor(() => expect(api.calls).toHaveLength(4));
  expect(api.calls[2].method).toBe('put');
  expect(api.urlOf(api.calls[2])).toContain('api/admin/meetings/1/content/experts/order');
  expect(bodyOf(2)).toEqual({ ids: [12, 11] });
  const rows = screen.getAllByRole('row').slice(1);
  expect(within(rows[0]).getByText('王淑琴')).toBeInTheDocument();
});

it('deletes an exhibitor after a confirm, with the version it was loaded at', async () => {
  const exhibitor = { id: 5, name: '康启医疗', logo: '', booth: 'A12', category: '器械', phone: '', website: '', introduction: '', version: 2 };
  api.reply(ok(OWNER), ok({ list: [exhibitor] }));
  open('/admin/meetings/1/content/exhibitors');
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: '删除 康启医疗' })));
  api.reply(ok({ id: 5 }), ok({ list: [] }));
  await act(async () => fireEvent.click(await screen.findByRole('button', { name: '删除' })));
  expect(await screen.findByText('暂无展商，点击“新增展商”添加')).toBeInTheDocument();
  expect(api.calls[2].method).toBe('delete');
  expect(api.urlOf(api.calls[2])).toContain('api/admin/meetings/1/content/exhibitors/5?version=2');
});

it('shows the empty and the error states of the downloads, and asks for a file before uploading', async () => {
  api.reply(ok(OWNER), fail('服务器繁忙，请稍后重试'));
  open('/admin/meetings/1/content/downloads');
  expect(await screen.findByText('加载失败')).toBeInTheDocument();
  api.reply(ok({ list: [] }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
  expect(await screen.findByText('暂无资料，点击“新增资料”添加')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '新增资料' })));
  const drawer = await screen.findByRole('dialog');
  fireEvent.change(within(drawer).getByLabelText('资料名称'), { target: { value: '会议手册' } });
  await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: '保存' })));
  expect(await within(drawer).findByText('请选择要上传的文件')).toBeInTheDocument();
  expect(api.calls).toHaveLength(3);
});

it('lists the sessions by day and time with their speakers', async () => {
  const session = { id: 7, title: '开幕式', start_at: '2030-05-10T01:00:00Z', end_at: '2030-05-10T02:00:00Z', date: '2030-05-10', hall: '主会场', host: '', content: '', speakers: [{ expert_id: 11, name: '陈立民', topic: '致辞' }], version: 1 };
  api.reply(ok(OWNER), ok({ list: [session] }));
  open('/admin/meetings/1/content/schedules');
  expect(await screen.findByText('开幕式')).toBeInTheDocument();
  expect(screen.getByText('2030-05-10')).toBeInTheDocument();
  expect(screen.getByText('09:00–10:00')).toBeInTheDocument();
  expect(screen.getByText('陈立民')).toBeInTheDocument();
});
