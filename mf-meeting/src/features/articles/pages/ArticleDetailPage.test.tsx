import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@conf/shared';
import ArticleDetailPage from './ArticleDetailPage';
import ShareArticlePage from './ShareArticlePage';
import { getArticle, getMeetingArticle } from '../api/articles';
import { article } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/articles');
const news = jest.mocked(getArticle);
const ofMeeting = jest.mocked(getMeetingArticle);

beforeEach(() => {
  news.mockReset();
  ofMeeting.mockReset();
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('shows an article with its byline and the text as the server sanitised it', async () => {
  news.mockResolvedValue(article({ content: '<p>正文</p><img src="/uploads/x.png">' }));
  renderAt('/article/detail/:id', <ArticleDetailPage source="news" />, '/article/detail/7');
  expect(await screen.findByRole('heading', { name: '大会今日开幕' })).toBeInTheDocument();
  expect(news).toHaveBeenCalledWith(7);
  expect(screen.getByText('大会组委会')).toBeInTheDocument();
  expect(screen.getByText('正文')).toBeInTheDocument();
  expect(screen.getByTestId('rich-text').innerHTML).toBe('<p>正文</p><img src="/uploads/x.png" loading="lazy">');
});

it('reads a meeting article through the meeting call', async () => {
  ofMeeting.mockResolvedValue(article());
  renderAt('/meeting/article/detail/:id', <ArticleDetailPage source="meeting" />, '/meeting/article/detail/7');
  expect(await screen.findByRole('heading', { name: '大会今日开幕' })).toBeInTheDocument();
  expect(ofMeeting).toHaveBeenCalledWith(7);
  expect(news).not.toHaveBeenCalled();
});

it('offers the share link to copy (复制失败 where the browser cannot copy)', async () => {
  news.mockResolvedValue(article());
  renderAt('/article/detail/:id', <ArticleDetailPage source="news" />, '/article/detail/7');
  fireEvent.click(await screen.findByLabelText('复制分享链接'));
  expect(await screen.findByText('复制失败')).toBeInTheDocument();
});

it("shows an unknown article's message with a retry", async () => {
  news.mockRejectedValue(new ApiError('文章不存在或已下线', 200, 0));
  renderAt('/article/detail/:id', <ArticleDetailPage source="news" />, '/article/detail/99');
  expect(await screen.findByText('文章不存在或已下线')).toBeInTheDocument();
});

it("the share page shows the article without the app's bars", async () => {
  news.mockResolvedValue(article());
  renderAt('/share/article', <ShareArticlePage />, '/share/article?id=7');
  expect(await screen.findByRole('heading', { name: '大会今日开幕' })).toBeInTheDocument();
  expect(document.querySelector('.rv-nav-bar')).toBeNull();
  expect(screen.getByRole('link', { name: /打开会议酒店/ })).toHaveAttribute('href', '/');
});

it('the share page says so when the link has no article id', () => {
  renderAt('/share/article', <ShareArticlePage />, '/share/article');
  expect(screen.getByText('链接不完整，找不到这篇文章')).toBeInTheDocument();
});
