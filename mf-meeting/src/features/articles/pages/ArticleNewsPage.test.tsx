import '@conf/shared/src/testing/intersectionObserver';
import { fireEvent, screen } from '@testing-library/react';
import ArticleNewsPage from './ArticleNewsPage';
import ArticleListPage from './ArticleListPage';
import { getArticleCategories, getArticles, getMeetingArticles } from '../api/articles';
import { articleSummary, page } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/articles');
const cats = jest.mocked(getArticleCategories);
const list = jest.mocked(getArticles);
const meetingList = jest.mocked(getMeetingArticles);

beforeEach(() => {
  cats.mockReset().mockResolvedValue([
    { id: 1, name: '行业动态', count: 8 },
    { id: 2, name: '政策解读', count: 6 },
  ]);
  list.mockReset();
  meetingList.mockReset();
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('shows 全部 and the categories as tabs, each with its articles', async () => {
  list
    .mockResolvedValueOnce(page([articleSummary()]))
    .mockResolvedValueOnce(page([articleSummary({ id: 8, title: '一图读懂', cat_name: '政策解读' })]));
  renderAt('/article/news', <ArticleNewsPage />, '/article/news');
  expect(await screen.findByText('全部')).toBeInTheDocument();
  expect(await screen.findByText('大会今日开幕')).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith({ page: 1, cat_id: undefined });
  fireEvent.click(screen.getByText('政策解读'));
  expect(await screen.findByText('一图读懂')).toBeInTheDocument();
  expect(list).toHaveBeenLastCalledWith({ page: 1, cat_id: 2 });
  fireEvent.click(screen.getByText('一图读懂'));
  expect(await screen.findByTestId('location')).toHaveTextContent('/article/detail/8');
});

it('says when a category is empty', async () => {
  list.mockResolvedValue(page([]));
  renderAt('/article/news', <ArticleNewsPage />, '/article/news');
  expect(await screen.findByText('该分类暂无文章')).toBeInTheDocument();
});

it("lists all meetings' articles, and one meeting's by path or query id", async () => {
  list.mockResolvedValue(page([articleSummary()]));
  const view = renderAt('/article/meeting', <ArticleListPage source="meetings" />, '/article/meeting');
  fireEvent.click(await screen.findByTestId('article-card'));
  expect(await screen.findByTestId('location')).toHaveTextContent('/article/detail/7');
  expect(list).toHaveBeenCalledWith({ page: 1, scope: 'meeting' });
  view.unmount();
  meetingList.mockResolvedValue(page([]));
  renderAt('/meeting/article/home', <ArticleListPage source="meeting" />, '/meeting/article/home?id=3');
  expect(await screen.findByText('该会议暂无资讯')).toBeInTheDocument();
  expect(meetingList).toHaveBeenCalledWith(3, 1);
});
