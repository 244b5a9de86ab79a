import { act, fireEvent, screen, within } from '@testing-library/react';
import { searchHistoryStore } from '../../../common/stores/searchHistory';
import MeetingSearchPage from './MeetingSearchPage';
import MeetingSearchResultPage from './MeetingSearchResultPage';
import { getMeetings } from '../api/meetings';
import { meeting, page } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/meetings');
const list = jest.mocked(getMeetings);

const history = () => screen.getByRole('region', { name: '搜索历史' });

beforeEach(() => {
  act(() => searchHistoryStore.clear('meetings'));
  list.mockReset();
});
afterEach(() => {
  document.body.innerHTML = '';
});

function search(term: string) {
  fireEvent.change(screen.getByPlaceholderText('搜索会议名称、城市或场馆'), { target: { value: term } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
}

it('searches, keeping the term in the history, newest first, without repeats', async () => {
  const view = renderAt('/meeting/search', <MeetingSearchPage />, '/meeting/search');
  expect(within(history()).getByText('暂无搜索历史')).toBeInTheDocument();
  search('杭州');
  expect(await screen.findByTestId('location')).toHaveTextContent(`/meeting/search/result?keyword=${encodeURIComponent('杭州')}`);
  view.unmount();
  act(() => searchHistoryStore.add('meetings', '医疗'));
  act(() => searchHistoryStore.add('meetings', '杭州'));
  renderAt('/meeting/search', <MeetingSearchPage />, '/meeting/search');
  expect(
    within(history())
      .getAllByRole('button', { name: /杭州|医疗/ })
      .map((b) => b.textContent),
  ).toEqual(['杭州', '医疗']);
});

it('asks for a term instead of searching for nothing', async () => {
  renderAt('/meeting/search', <MeetingSearchPage />, '/meeting/search');
  search('   ');
  expect(await screen.findByText('请输入搜索关键词')).toBeInTheDocument();
  expect(screen.queryByTestId('location')).toBeNull();
});

it('searches again from a history term, and clears the history after confirming', async () => {
  act(() => searchHistoryStore.add('meetings', '上海'));
  renderAt('/meeting/search', <MeetingSearchPage />, '/meeting/search');
  fireEvent.click(screen.getByLabelText('清空搜索历史'));
  fireEvent.click(await screen.findByRole('button', { name: '清空' }));
  expect(await within(history()).findByText('暂无搜索历史')).toBeInTheDocument();
  expect(searchHistoryStore.lists.meetings).toEqual([]);
});

it('shows the results of a search, or says nothing matched', async () => {
  list.mockResolvedValueOnce(page([meeting()]));
  const view = renderAt('/meeting/search/result', <MeetingSearchResultPage />, '/meeting/search/result?keyword=%E5%8C%BB%E7%96%97');
  expect(await screen.findAllByTestId('meeting-card')).toHaveLength(1);
  expect(list).toHaveBeenCalledWith({ page: 1, keyword: '医疗' });
  view.unmount();
  list.mockResolvedValueOnce(page([]));
  renderAt('/meeting/search/result', <MeetingSearchResultPage />, '/meeting/search/result?keyword=xyz');
  expect(await screen.findByText('没有找到与“xyz”相关的会议')).toBeInTheDocument();
});
