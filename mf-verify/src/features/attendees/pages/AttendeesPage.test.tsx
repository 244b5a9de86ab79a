import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@conf/shared';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import AttendeesPage from './AttendeesPage';
import { getVerifyingUsers, type VerifyAttendee, type VerifyingUsers } from '../api/verifyingUsers';

jest.mock('../api/verifyingUsers');
const getList = jest.mocked(getVerifyingUsers);

const person = (over: Partial<VerifyAttendee> = {}): VerifyAttendee => ({
  id: 1,
  name: '张会务',
  mobile: '138****8000',
  company: '会议酒店科技有限公司',
  ticket_name: '标准票',
  checked_in_at: '2026-11-23T01:15:00.000Z',
  device: 'Android 扫码设备 A1B2',
  scanned_at: null,
  verifier_name: '李核销',
  ...over,
});
const answer = (data: VerifyAttendee[]): VerifyingUsers => ({
  total: data.length,
  per_page: 20,
  current_page: 1,
  last_page: 1,
  data,
  meeting: { id: 7, title: '第十届中国智慧医疗创新大会', start_at: '', end_at: '', checkin_opens_at: '' },
  counts: { verified: 1, pending: 1, total: 2 },
});

const renderPage = () => renderRoutes('/verify/7', { '/verify/:meetingId': <AttendeesPage />, '/verify/:meetingId/scan': <p>扫码页</p> });

beforeEach(() => {
  getList.mockReset();
  logInForTest();
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('lists who checked in, with time, verifier and device, and the counts in the tabs', async () => {
  getList.mockResolvedValue(answer([person()]));
  renderPage();
  expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
  const row = await screen.findByTestId('verify-attendee');
  expect(getList).toHaveBeenCalledWith(7, 'verified', '', 1);
  expect(row).toHaveTextContent('张会务');
  expect(row).toHaveTextContent('138****8000');
  expect(row).toHaveTextContent('2026-11-23 09:15 核销 · 李核销 · Android 扫码设备 A1B2');
  expect(screen.getByTestId('verify-counts')).toHaveTextContent('已核销 1 / 应到 2 人');
  expect(screen.getByText('未到场 1')).toBeInTheDocument();
  expect(document.title).toBe('第十届中国智慧医疗创新大会');
});

it('switches to the not-yet-arrived list and searches by name or mobile', async () => {
  getList.mockResolvedValue(answer([person()]));
  renderPage();
  await screen.findByTestId('verify-attendee');
  getList.mockResolvedValueOnce(answer([person({ id: 2, name: '王建国', checked_in_at: null, device: null, verifier_name: null })]));
  fireEvent.click(screen.getByText('未到场 1'));
  expect(await screen.findByText('王建国')).toBeInTheDocument();
  expect(getList).toHaveBeenLastCalledWith(7, 'pending', '', 1);

  getList.mockResolvedValueOnce(answer([]));
  fireEvent.change(screen.getByPlaceholderText('搜索姓名或手机号'), { target: { value: ' 8000 ' } });
  fireEvent.keyPress(screen.getByPlaceholderText('搜索姓名或手机号'), { key: 'Enter', code: 'Enter', charCode: 13 });
  expect(await screen.findByText('没有找到匹配的参会人')).toBeInTheDocument();
  expect(getList).toHaveBeenLastCalledWith(7, 'pending', '8000', 1);
});

it('opens the scanner', async () => {
  getList.mockResolvedValue(answer([]));
  renderPage();
  expect(await screen.findByText('还没有人核销入场')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '扫码核销' }));
  expect(await screen.findByText('扫码页')).toBeInTheDocument();
});

it("shows the server's refusal for a meeting the verifier does not check in at", async () => {
  getList.mockRejectedValue(new ApiError('您不是该会议的核销员', 200, 0));
  renderPage();
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('您不是该会议的核销员');
});
