import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError, sessionStore, type PageData } from '@conf/shared';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import VerifyMeetingsPage from './VerifyMeetingsPage';
import { getVerifyMeetings, type VerifyMeeting } from '../api/verifyMeetings';

jest.mock('../api/verifyMeetings');
const getList = jest.mocked(getVerifyMeetings);

const meeting = (over: Partial<VerifyMeeting> = {}): VerifyMeeting => ({
  id: 1,
  title: '第十届中国智慧医疗创新大会',
  cover: '/api/wyms/media/cover.svg',
  start_at: '2026-11-20T00:30:00Z',
  end_at: '2026-11-22T09:30:00Z',
  city: '上海市',
  venue: '上海国际会议中心',
  status: 'ongoing',
  verified_count: 12,
  attendee_count: 0,
  ...over,
});
const pageOf = (data: VerifyMeeting[]): PageData<VerifyMeeting> => ({
  total: data.length,
  per_page: 10,
  current_page: 1,
  last_page: 1,
  data,
});

const renderPage = () => renderRoutes('/verify', { '/verify': <VerifyMeetingsPage /> });

beforeEach(() => {
  getList.mockReset();
  logInForTest();
});
afterEach(() => {
  document.body.innerHTML = '';
});

it("lists the verifier's meetings with status, time, place and check-in counts", async () => {
  getList.mockResolvedValue(
    pageOf([
      meeting(),
      meeting({ id: 2, title: '2027国际新能源汽车技术论坛', status: 'upcoming', city: '深圳市', verified_count: 0 }),
      meeting({ id: 3, status: 'ended' }),
    ]),
  );
  renderPage();
  expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
  const cards = await screen.findAllByTestId('verify-meeting');
  expect(getList).toHaveBeenCalledWith(1);
  expect(cards[0]).toHaveTextContent('第十届中国智慧医疗创新大会');
  expect(cards[0]).toHaveTextContent('2026年11月20日 - 11月22日');
  expect(cards[0]).toHaveTextContent('上海 · 上海国际会议中心');
  expect(cards[0]).toHaveTextContent('进行中');
  expect(cards[0]).toHaveTextContent('已核销 12 / 应到 0 人');
  expect(cards[1]).toHaveTextContent('未开始');
  expect(cards[1]).toHaveTextContent('深圳 · 上海国际会议中心');
  expect(cards[2]).toHaveTextContent('已结束');
  // Each card opens the meeting's lists.
  expect(cards[1]).toHaveAttribute('href', '/verify/2');
  expect(screen.getByText('以下是您负责签到核销的会议')).toBeInTheDocument();
});

it("tells a user without the verifier role so, as the server's answer, with nothing to reload", async () => {
  getList.mockRejectedValueOnce(new ApiError('您不是核销员', 200, 0));
  renderPage();
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('您不是核销员');
  expect(screen.queryByText('以下是您负责签到核销的会议')).toBeNull();
  expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
});

it('offers to reload when the list failed to load', async () => {
  getList.mockRejectedValueOnce(new ApiError('请求失败', 502)).mockResolvedValueOnce(pageOf([meeting()]));
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
  expect(await screen.findByTestId('verify-meeting')).toBeInTheDocument();
});

it('says so when no meeting is assigned', async () => {
  getList.mockResolvedValue(pageOf([]));
  renderPage();
  expect(await screen.findByText('暂无分配给您的会议')).toBeInTheDocument();
});

it('asks a visitor to log in', async () => {
  act(() => sessionStore.dropToken());
  renderPage();
  expect(await screen.findByText('登录后才能查看此页面')).toBeInTheDocument();
  expect(document.querySelector('.rv-dialog')).toBeNull();
  expect(getList).not.toHaveBeenCalled();
});
