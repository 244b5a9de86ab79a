import { act, fireEvent, screen } from '@testing-library/react';
import { searchHistoryStore } from '../stores/searchHistory';
import ScopedSearchPage from './ScopedSearchPage';
import { renderAt } from '../../testing/renderAt';

afterEach(() => {
  document.body.innerHTML = '';
});

it('searches within the meeting and keeps its own kind of history', async () => {
  act(() => searchHistoryStore.clear('experts'));
  act(() => searchHistoryStore.add('exhibitors', '影像'));
  renderAt(
    '/meeting/expert/search',
    <ScopedSearchPage kind="experts" title="搜索专家" placeholder="搜索专家" resultPage="/meeting/expert/result" />,
    '/meeting/expert/search?id=1',
  );
  expect(screen.getByText('暂无搜索历史')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText('搜索专家'), { target: { value: '陈' } });
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(`/meeting/expert/result?id=1&keyword=${encodeURIComponent('陈')}`);
  expect(searchHistoryStore.lists.experts).toEqual(['陈']);
  expect(searchHistoryStore.lists.exhibitors).toEqual(['影像']);
});

it('needs a meeting id', () => {
  renderAt(
    '/meeting/expert/search',
    <ScopedSearchPage kind="experts" title="搜索专家" placeholder="搜索专家" resultPage="/x" />,
    '/meeting/expert/search',
  );
  expect(screen.getByText('Page not found: /meeting/expert/search')).toBeInTheDocument();
});
