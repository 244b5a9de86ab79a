import { fireEvent, screen, waitFor, within, act } from '@testing-library/react';
import { ApiError, sessionStore } from '@conf/shared';
import { renderRoutes } from '@conf/shared/src/testing/pages';
import '@conf/shared/src/testing/intersectionObserver';
import HotelDetailPage from './HotelDetailPage';
import { getHotelDetail, getRoomDetail } from '../api/hotels';
import { detail, roomDetail } from '../testData';

/** react-vant's Calendar measures itself over the two frames after it opens; unmounted before, it throws in them. */
const calendarSettled = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

jest.mock('../api/hotels');
const getDetail = jest.mocked(getHotelDetail);
const getRoom = jest.mocked(getRoomDetail);

// A busy machine renders the range calendar slowly.
jest.setTimeout(20_000);

const renderAt = (path: string) => renderRoutes(path, { '/hotel/detail/:id': <HotelDetailPage /> });

beforeEach(() => {
  getDetail.mockReset();
  getRoom.mockReset();
  sessionStore.dropToken(); // the detail is public
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('shows a skeleton, then the hotel, its facilities and its room types with prices and rooms left', async () => {
  getDetail.mockResolvedValue(detail());
  renderAt('/hotel/detail/11');
  expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '杭州国际会议中心大酒店' })).toBeInTheDocument();
  // No dates chosen yet: the server shows each room type for its default stay.
  expect(getDetail).toHaveBeenCalledWith(11, null);
  expect(screen.getByText('「2030数字经济大会」协议酒店')).toBeInTheDocument();
  expect(screen.getByText('14:00后入住 · 12:00前退房')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '400-820-1000' })).toHaveAttribute('href', 'tel:400-820-1000');
  expect(screen.getByText('停车场')).toBeInTheDocument();
  expect(screen.getByTestId('stay-picker')).toHaveTextContent('入住6月10日 周一共3晚离店6月13日 周四');
  const [king, suite] = screen.getAllByTestId('room-card');
  expect(king).toHaveTextContent('豪华大床房');
  expect(king).toHaveTextContent('1.8米大床 · 42㎡ · 含双早');
  expect(king).toHaveTextContent('剩余12间');
  expect(king).toHaveTextContent('¥688.00/晚');
  expect(within(king).getByRole('link', { name: '预订' })).toHaveAttribute(
    'href',
    '/hotel/reserve/101?check_in=2030-06-10&check_out=2030-06-13',
  );
  // Sold out: said plainly, with nothing to press.
  expect(suite).toHaveTextContent('已订完');
  expect(within(suite).queryByRole('link', { name: '预订' })).toBeNull();
  expect(
    within(suite)
      .queryAllByRole('button')
      .map((b) => b.textContent),
  ).not.toContain('已订完');
  expect(screen.queryByTestId('ticket-notice')).toBeNull();
});

it('shows the rooms for the nights picked in the range calendar', async () => {
  getDetail
    .mockResolvedValueOnce(detail())
    .mockResolvedValueOnce(
      detail({ rooms: [{ ...detail().rooms[0], check_in: '2030-06-12', check_out: '2030-06-14', stock: 3, nights: 2, price: 78800 }] }),
    );
  renderAt('/hotel/detail/11');
  fireEvent.click(await screen.findByTestId('stay-picker'));
  const calendar = await screen.findByText('选择入住和离店日期');
  const popup = calendar.closest('.rv-calendar') as HTMLElement;
  const day = (n: string) =>
    within(popup)
      .getAllByRole('gridcell')
      .find((c) => c.textContent?.startsWith(n)) as HTMLElement;
  fireEvent.click(day('12'));
  fireEvent.click(day('14'));
  fireEvent.click(within(popup).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(getDetail).toHaveBeenLastCalledWith(11, { check_in: '2030-06-12', check_out: '2030-06-14' }));
  expect(await screen.findByText('剩余3间')).toBeInTheDocument();
  expect(screen.getByTestId('stay-picker')).toHaveTextContent('共2晚');
  expect(screen.getByRole('link', { name: '预订' })).toHaveAttribute('href', '/hotel/reserve/101?check_in=2030-06-12&check_out=2030-06-14');
  await calendarSettled();
});

it('says a room type closed after its cut-off, and sends a user without a ticket to buy one', async () => {
  getDetail.mockResolvedValue(
    detail({
      ticket_required: true,
      has_ticket: false,
      rooms: [{ ...detail().rooms[0], stock: 0, state: 'closed', state_text: '已截止预订' }],
    }),
  );
  renderAt('/hotel/detail/11');
  const card = await screen.findByTestId('room-card');
  expect(within(card).getAllByText('已截止预订')).not.toHaveLength(0);
  expect(within(card).queryByRole('link', { name: '预订' })).toBeNull();
  const notice = screen.getByTestId('ticket-notice');
  expect(notice).toHaveTextContent('预订该酒店需先购买会议门票');
  expect(within(notice).getByRole('link', { name: '去购票' })).toHaveAttribute('href', '/meeting/apply/3');
});

it('says nothing about tickets to a ticket holder', async () => {
  getDetail.mockResolvedValue(detail({ ticket_required: true, has_ticket: true }));
  renderAt('/hotel/detail/11');
  await screen.findAllByTestId('room-card');
  expect(screen.queryByTestId('ticket-notice')).toBeNull();
});

it('opens a room type in a sheet with its price and rooms left night by night', async () => {
  getDetail.mockResolvedValue(detail());
  getRoom.mockResolvedValue(roomDetail());
  renderAt('/hotel/detail/11');
  const suite = (await screen.findAllByTestId('room-card'))[1];
  fireEvent.click(suite.querySelector('img')!);
  expect(getRoom).toHaveBeenCalledWith(102);
  const sheet = await screen.findByTestId('room-sheet');
  expect(await within(sheet).findByText('独立客厅与卧室。')).toBeInTheDocument();
  const nights = sheet.querySelectorAll('.rv-cell');
  expect(nights[0]).toHaveTextContent('6月10日 周一¥988.00剩余4间');
  expect(nights[3]).toHaveTextContent('6月13日 周四¥988.00满房');
  expect(sheet).toHaveTextContent('最多连住3晚，每单最多5间');
});

it('shows the error of a room that failed to load, with retry', async () => {
  getDetail.mockResolvedValue(detail());
  getRoom.mockRejectedValueOnce(new ApiError('请求超时，请稍后重试')).mockResolvedValueOnce(roomDetail());
  renderAt('/hotel/detail/11');
  fireEvent.click((await screen.findAllByTestId('room-card'))[1].querySelector('img')!);
  const sheet = await screen.findByTestId('room-sheet');
  expect(await within(sheet).findByText('请求超时，请稍后重试')).toBeInTheDocument();
  fireEvent.click(within(sheet).getByRole('button', { name: '重新加载' }));
  expect(await within(sheet).findByText('独立客厅与卧室。')).toBeInTheDocument();
});

it("says an unknown hotel does not exist in the server's words, with nothing to reload", async () => {
  getDetail.mockRejectedValueOnce(new ApiError('酒店不存在', 200, 0));
  renderAt('/hotel/detail/99');
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('酒店不存在');
  expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
});

it('offers to reload a hotel that failed to load', async () => {
  getDetail.mockRejectedValueOnce(new ApiError('请求失败', 503)).mockResolvedValueOnce(detail({ rooms: [] }));
  renderAt('/hotel/detail/11');
  fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
  expect(await screen.findByText('暂无可订房型')).toBeInTheDocument();
});
