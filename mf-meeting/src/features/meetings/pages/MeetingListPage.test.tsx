import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@conf/shared';
import '@conf/shared/src/testing/intersectionObserver';
import MeetingListPage from './MeetingListPage';
import { getMeetings } from '../api/meetings';
import { meeting, page } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/meetings');
const list = jest.mocked(getMeetings);

const open = () => renderAt('/meetingList', <MeetingListPage />, '/meetingList');

beforeEach(() => list.mockReset());
afterEach(() => {
  document.body.innerHTML = '';
});

it('shows all meetings first, each with status, dates and place, opening its home', async () => {
  list.mockResolvedValue(
    page([meeting(), meeting({ id: 2, title: '第八届长三角数字经济峰会', status: 'upcoming', city: '杭州市', venue: '杭州国际博览中心' })]),
  );
  open();
  expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
  const cards = await screen.findAllByTestId('meeting-card');
  expect(list).toHaveBeenCalledWith({ page: 1, status: undefined });
  expect(cards).toHaveLength(2);
  expect(cards[0]).toHaveTextContent('进行中');
  expect(cards[1]).toHaveTextContent('未开始');
  expect(cards[1]).toHaveTextContent('杭州市 · 杭州国际博览中心');
  // The cover beside the title is decoration (alt=""): the title is read once.
  expect(cards[0].querySelector('img')).toHaveAttribute('alt', '');
  expect(cards[0].querySelector('img')).toHaveAttribute('loading', 'lazy');
  expect(screen.getByText('没有更多了')).toBeInTheDocument();
  fireEvent.click(cards[1]);
  expect(await screen.findByTestId('location')).toHaveTextContent('/meeting/home/2');
});

it('loads a status tab when it is chosen, and says when it has none', async () => {
  list.mockResolvedValueOnce(page([meeting()])).mockResolvedValueOnce(page([]));
  open();
  await screen.findAllByTestId('meeting-card');
  fireEvent.click(screen.getByText('已结束'));
  expect(await screen.findByText('暂无已结束的会议')).toBeInTheDocument();
  expect(list).toHaveBeenLastCalledWith({ page: 1, status: 'ended' });
});

it('shows an error with retry', async () => {
  list.mockRejectedValueOnce(new ApiError('网络开小差了')).mockResolvedValueOnce(page([meeting()]));
  open();
  expect(await screen.findByText('网络开小差了')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
  expect(await screen.findAllByTestId('meeting-card')).toHaveLength(1);
});

it('has a search button leading to the meeting search', async () => {
  list.mockResolvedValue(page([]));
  open();
  fireEvent.click(screen.getByLabelText('搜索会议'));
  expect(await screen.findByTestId('location')).toHaveTextContent('/meeting/search');
});
