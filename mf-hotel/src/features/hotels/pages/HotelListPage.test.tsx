import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, sessionStore, setNavigator } from '@conf/shared';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import HotelListPage from './HotelListPage';
import { getHotelList } from '../api/hotels';
import { hotel, listReply } from '../testData';

jest.mock('../api/hotels');
const getList = jest.mocked(getHotelList);

const renderAt = (path: string) => renderRoutes(path, { '/hotel/list/:meetingId': <HotelListPage />, '/hotel/detail/:id': <p>详情页</p> });

beforeEach(() => {
  getList.mockReset();
  logInForTest();
});
afterEach(() => {
  setNavigator(null);
  document.body.innerHTML = '';
});

it('shows a skeleton, then the meeting and its hotels with distance and lowest price', async () => {
  getList.mockResolvedValue(
    listReply([
      hotel(),
      hotel({
        id: 12,
        name: '杭州君逸花园酒店',
        star: 4,
        distance: 1200,
        min_price: 42800,
        rooms_left: 0,
        available: false,
        state: 'sold_out',
        ticket_required: true,
      }),
      hotel({ id: 13, name: '杭州西溪宾馆', rooms_left: 0, available: false, state: 'closed' }),
    ]),
  );
  renderAt('/hotel/list/3');
  expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
  expect(await screen.findByText('杭州国际会议中心大酒店')).toBeInTheDocument();
  expect(getList).toHaveBeenCalledWith(3, 1);
  expect(screen.getByText('2030数字经济大会')).toBeInTheDocument();
  const cards = screen.getAllByTestId('hotel-card');
  expect(cards).toHaveLength(3);
  expect(cards[0]).toHaveTextContent('五星级');
  expect(cards[0]).toHaveTextContent('距会场350米');
  expect(cards[0]).toHaveTextContent('¥458.00起');
  expect(cards[1]).toHaveTextContent('四星级');
  expect(cards[1]).toHaveTextContent('距会场1.2公里');
  expect(cards[1]).toHaveTextContent('¥428.00起');
  // Whether rooms remain for the meeting's nights, and which hotel asks for a ticket first.
  expect(cards[0]).toHaveTextContent('会议期间有房');
  expect(cards[0]).not.toHaveTextContent('需持会议门票');
  expect(cards[0]).not.toHaveTextContent(/已满房|已截止预订/);
  expect(cards[1]).toHaveTextContent('已满房');
  expect(cards[1]).not.toHaveTextContent('已截止预订');
  expect(cards[1]).toHaveTextContent('需持会议门票');
  // Closed to bookings is said apart from full.
  expect(cards[2]).toHaveTextContent('已截止预订');
  expect(cards[2]).not.toHaveTextContent(/有房|已满房/);
  // The cover beside the name is decoration (alt=""): the name is read once.
  expect(cards[0].querySelector('img')).toHaveAttribute('alt', '');
  expect(cards[0].querySelector('img')).toHaveAttribute('loading', 'lazy');
  expect(screen.getByText('没有更多了')).toBeInTheDocument();
});

it("opens a hotel's detail on tap", async () => {
  getList.mockResolvedValue(listReply([hotel()]));
  renderAt('/hotel/list/3');
  fireEvent.click(await screen.findByTestId('hotel-card'));
  expect(await screen.findByText('详情页')).toBeInTheDocument();
});

it('says so when the meeting has no hotels', async () => {
  getList.mockResolvedValue(listReply([]));
  renderAt('/hotel/list/3');
  expect(await screen.findByText('该会议暂未提供协议酒店')).toBeInTheDocument();
});

it("says a meeting does not exist in the server's words, with nothing to reload", async () => {
  getList.mockRejectedValueOnce(new ApiError('会议不存在', 200, 0));
  renderAt('/hotel/list/3');
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('会议不存在');
  expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
});

it('offers to reload a list that failed to load', async () => {
  getList.mockRejectedValueOnce(new ApiError('请求失败', 502)).mockResolvedValueOnce(listReply([hotel()]));
  renderAt('/hotel/list/3');
  expect(await screen.findByText('请求失败')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
  expect(await screen.findByText('杭州国际会议中心大酒店')).toBeInTheDocument();
  expect(getList).toHaveBeenCalledTimes(2);
});

it('asks a visitor to log in and loads nothing', async () => {
  act(() => sessionStore.dropToken());
  renderAt('/hotel/list/3');
  expect(await screen.findByText('登录后才能查看此页面')).toBeInTheDocument();
  expect(document.querySelector('.rv-dialog')).toBeNull();
  await waitFor(() => expect(getList).not.toHaveBeenCalled());
});

it('an id that is not a number is not a page', () => {
  renderAt('/hotel/list/abc');
  expect(screen.getByText('Page not found: /hotel/list/abc')).toBeInTheDocument();
});
