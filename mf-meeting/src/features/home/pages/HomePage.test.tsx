import '@conf/shared/src/testing/intersectionObserver';
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@conf/shared';
import HomePage from './HomePage';
import DiyHomePage from './DiyHomePage';
import { getBanners, getPageDesign } from '../api/home';
import { getMeetings } from '../../meetings';
import { getArticles } from '../../articles';
import { articleSummary, meeting, page } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/home');
jest.mock('../../meetings/api/meetings');
jest.mock('../../articles/api/articles');
const banners = jest.mocked(getBanners);
const design = jest.mocked(getPageDesign);
const meetings = jest.mocked(getMeetings);
const articles = jest.mocked(getArticles);

beforeEach(() => {
  banners
    .mockReset()
    .mockResolvedValue([{ id: 1, title: '智慧医疗大会', image: '/api/wyms/media/banner.svg?text=a', url: '/meeting/home/1' }]);
  meetings.mockReset().mockResolvedValue(page([meeting()]));
  articles.mockReset().mockResolvedValue(page([articleSummary({ meeting_id: null, meeting_title: null, cat_name: '行业动态' })]));
  design.mockReset();
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('shows banners, shortcuts, the current meetings and the latest news', async () => {
  renderAt('/', <HomePage />, '/');
  // The first banner is the page's largest paint: fetched at once and first.
  const banner = await screen.findByRole('img', { name: '智慧医疗大会' });
  expect(banner).toHaveAttribute('loading', 'eager');
  expect(banner).toHaveAttribute('fetchpriority', 'high');
  const current = screen.getByRole('region', { name: '近期会议' });
  expect(await within(current).findByText('第十届中国智慧医疗创新大会')).toBeInTheDocument();
  expect(meetings).toHaveBeenCalledWith({ page: 1, limit: 3 });
  expect(await screen.findByText('大会今日开幕')).toBeInTheDocument();
  expect(articles).toHaveBeenCalledWith({ page: 1, limit: 4, scope: 'news' });
  expect(screen.getByRole('navigation', { name: '快捷入口' })).toHaveTextContent('全部会议行业资讯会议资讯大会专区');
  fireEvent.click(screen.getByRole('img', { name: '智慧医疗大会' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/meeting/home/1');
});

it('keeps the rest of the page when one block fails, and retries that block', async () => {
  meetings.mockRejectedValueOnce(new ApiError('请求失败')).mockResolvedValueOnce(page([meeting()]));
  renderAt('/', <HomePage />, '/');
  const current = screen.getByRole('region', { name: '近期会议' });
  fireEvent.click(await within(current).findByRole('button', { name: '重新加载' }));
  expect(await within(current).findByText('第十届中国智慧医疗创新大会')).toBeInTheDocument();
  expect(screen.getByText('大会今日开幕')).toBeInTheDocument();
});

it('builds the custom home from its blocks and link entries', async () => {
  design.mockResolvedValue({
    key: 'diy_home',
    title: '会议服务平台',
    blocks: [
      { type: 'entries', title: '大会服务', meeting_id: 1, entries: [{ type: 'Fixed', Fixed_type: 'Fixed_type_3', name: '会议日程' }] },
      { type: 'notice', content: '<p>大会正在进行</p>' },
      { type: 'meetings', title: '精选会议', limit: 2 },
      { type: 'unknown-kind' } as never,
    ],
  });
  renderAt('/diy/home', <DiyHomePage />, '/diy/home');
  expect(await screen.findByText('会议服务平台')).toBeInTheDocument();
  expect(design).toHaveBeenCalledWith('diy_home');
  expect(screen.getByText('大会正在进行')).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: '精选会议' })).toBeInTheDocument();
  expect(meetings).toHaveBeenCalledWith({ page: 1, limit: 2 });
  fireEvent.click(screen.getByRole('button', { name: '会议日程' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/meeting/schedule/home?id=1');
});

it('says when the custom home has no blocks', async () => {
  design.mockResolvedValue({ key: 'diy_home', title: 'x', blocks: [] });
  renderAt('/diy/home', <DiyHomePage />, '/diy/home');
  expect(await screen.findByText('页面尚未配置')).toBeInTheDocument();
});
