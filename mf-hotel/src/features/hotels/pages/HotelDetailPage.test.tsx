import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError, sessionStore } from '@conf/shared';
import { renderRoutes } from '@conf/shared/src/testing/pages';
import '@conf/shared/src/testing/intersectionObserver';
import HotelDetailPage from './HotelDetailPage';
import { getHotelDetail, getRoomDetail } from '../api/hotels';
import { detail, roomDetail } from '../testData';

jest.mock('../api/hotels');
const getDetail = jest.mocked(getHotelDetail);
const getRoom = jest.mocked(getRoomDetail);

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
  expect(getDetail).toHaveBeenCalledWith(11);
  expect(screen.getByText('「2030数字经济大会」协议酒店')).toBeInTheDocument();
  expect(screen.getByText('14:00后入住 · 12:00前退房')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '400-820-1000' })).toHaveAttribute('href', 'tel:400-820-1000');
  expect(screen.getByText('停车场')).toBeInTheDocument();
  const [king, suite] = screen.getAllByTestId('room-card');
  expect(king).toHaveTextContent('豪华大床房');
  expect(king).toHaveTextContent('1.8米大床 · 42㎡ · 含双早');
  expect(king).toHaveTextContent('剩余12间');
  expect(king).toHaveTextContent('¥688.00/晚');
  expect(suite).toHaveTextContent('部分日期满房');
  // Booking is a later release: the button says so and does nothing.
  expect(within(king).getByRole('button', { name: '即将开放' })).toBeDisabled();
});

it('opens a room type in a sheet with its rooms left night by night', async () => {
  getDetail.mockResolvedValue(detail());
  getRoom.mockResolvedValue(roomDetail());
  renderAt('/hotel/detail/11');
  const suite = (await screen.findAllByTestId('room-card'))[1];
  fireEvent.click(within(suite).getByRole('img', { name: '行政套房' }));
  expect(getRoom).toHaveBeenCalledWith(102);
  const sheet = screen.getByTestId('room-sheet');
  expect(await within(sheet).findByText('独立客厅与卧室。')).toBeInTheDocument();
  expect(within(sheet).getByText('6月11日 周二')).toBeInTheDocument();
  expect(within(sheet).getByText('剩余4间')).toBeInTheDocument();
  expect(within(sheet).getByText('满房')).toBeInTheDocument();
});

it('shows the error of a room that failed to load, with retry', async () => {
  getDetail.mockResolvedValue(detail());
  getRoom.mockRejectedValueOnce(new ApiError('请求超时，请稍后重试')).mockResolvedValueOnce(roomDetail());
  renderAt('/hotel/detail/11');
  fireEvent.click((await screen.findAllByRole('img', { name: '行政套房' }))[0]);
  const sheet = screen.getByTestId('room-sheet');
  expect(await within(sheet).findByText('请求超时，请稍后重试')).toBeInTheDocument();
  fireEvent.click(within(sheet).getByRole('button', { name: '重新加载' }));
  expect(await within(sheet).findByText('独立客厅与卧室。')).toBeInTheDocument();
});

it('says an unknown hotel does not exist in the server\'s words, with nothing to reload', async () => {
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
