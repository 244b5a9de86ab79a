import { act, fireEvent, screen } from '@testing-library/react';
import type { LinkEntry } from '@conf/contract';
import { ApiError, sessionStore, tokenStorage } from '@conf/shared';
import MeetingHomePage from './MeetingHomePage';
import { getApplyState, getMeetingDetails, getMeetingPageData, type ApplyState } from '../api/meetings';
import { meetingDetails } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/meetings');
const details = jest.mocked(getMeetingDetails);
const pageData = jest.mocked(getMeetingPageData);
const applyState = jest.mocked(getApplyState);
const applyOpen: ApplyState = { apply_status: 'open', apply_status_text: '报名中', tickets: [{ sale_start: null, sale_state: 'on_sale' }] };

const ENTRIES: LinkEntry[] = [
  { type: 'Fixed', Fixed_type: 'Fixed_type_2', name: '专家嘉宾' },
  { type: 'Fixed', Fixed_type: 'Fixed_type_9', name: '酒店预订' },
  { type: 'WXMp', appid: 'wx1', name: '小程序直播' },
  { type: 'Custom', link_mode: 8, content: 'WiFi：abc', name: '会场WiFi' },
];

const open = () => renderAt('/meeting/home/:id', <MeetingHomePage />, '/meeting/home/1');

beforeEach(() => {
  details.mockReset().mockResolvedValue(meetingDetails());
  pageData.mockReset().mockResolvedValue({ id: 1, title: 't', background_image: '', entries: ENTRIES });
  applyState.mockReset().mockResolvedValue(applyOpen);
  act(() => sessionStore.dropToken());
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('shows a skeleton, then the meeting with its dates, venue and entries in two groups', async () => {
  open();
  expect(screen.getAllByTestId('loading-skeleton').length).toBeGreaterThan(0);
  expect(await screen.findByRole('heading', { name: '第十届中国智慧医疗创新大会' })).toBeInTheDocument();
  expect(details).toHaveBeenCalledWith(1);
  expect(screen.getByText('2030年6月11日 - 6月13日')).toBeInTheDocument();
  expect(screen.getByText('上海国际会议中心')).toBeInTheDocument();
  const services = await screen.findByRole('region', { name: '会议服务' });
  expect(services).toHaveTextContent('专家嘉宾');
  expect(services).toHaveTextContent('酒店预订');
  expect(screen.getByRole('region', { name: '更多服务' })).toHaveTextContent('小程序直播');
});

it('navigates for a Fixed entry, with the meeting id', async () => {
  open();
  fireEvent.click(await screen.findByRole('button', { name: '专家嘉宾' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/meeting/expert/home?id=1');
});

it('asks a visitor to log in before hotels, and says a mini-program entry cannot open here', async () => {
  open();
  fireEvent.click(await screen.findByRole('button', { name: '酒店预订' }));
  expect(await screen.findByText('您尚未登录，是否前往登录？')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '小程序直播' }));
  expect(await screen.findByText('请在小程序中打开')).toBeInTheDocument();
  // jsdom has no clipboard: the copy entry says it could not copy.
  fireEvent.click(screen.getByRole('button', { name: '会场WiFi' }));
  expect(await screen.findByText('复制失败')).toBeInTheDocument();
});

it('signs up through the apply entry: a logged-in user goes to the apply page', async () => {
  tokenStorage.set('token');
  open();
  await act(async () => undefined);
  fireEvent.click(await screen.findByRole('button', { name: '立即报名' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/meeting/apply/1');
});

it('disables sign-up for an ended meeting', async () => {
  details.mockResolvedValue(meetingDetails({ status: 'ended' }));
  open();
  expect(await screen.findByRole('button', { name: '会议已结束' })).toBeDisabled();
});

it.each<[string, ApplyState, string]>([
  [
    'closed',
    { apply_status: 'closed', apply_status_text: '报名已截止', tickets: [{ sale_start: null, sale_state: 'ended' }] },
    '报名已截止',
  ],
  [
    'sold out',
    { apply_status: 'sold_out', apply_status_text: '名额已满', tickets: [{ sale_start: null, sale_state: 'sold_out' }] },
    '名额已满',
  ],
  [
    "not started, with the first sale's time in China",
    {
      apply_status: 'not_started',
      apply_status_text: '报名尚未开始',
      tickets: [
        { sale_start: '2030-05-02T02:00:00Z', sale_state: 'not_started' },
        { sale_start: '2030-05-01T01:30:00Z', sale_state: 'not_started' },
      ],
    },
    '即将开始报名 5月1日 09:30',
  ],
])('shows the sign-up state instead of 立即报名 when sign-up is %s', async (_, state, text) => {
  applyState.mockResolvedValue(state);
  tokenStorage.set('token');
  open();
  const button = await screen.findByRole('button', { name: text });
  expect(button).toBeDisabled();
  expect(screen.queryByRole('button', { name: '立即报名' })).toBeNull();
  expect(applyState).toHaveBeenCalledWith(1);
});

it('keeps 立即报名 when the sign-up state cannot be fetched: the apply page checks again', async () => {
  applyState.mockRejectedValue(new ApiError('请求失败', 502));
  open();
  expect(await screen.findByRole('button', { name: '立即报名' })).toBeEnabled();
});

it("says a meeting does not exist in the server's words, with nothing to reload", async () => {
  details.mockRejectedValueOnce(new ApiError('会议不存在或已下线', 200, 0));
  open();
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('会议不存在或已下线');
  expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
});

it('offers to reload a meeting that failed to load', async () => {
  details.mockRejectedValueOnce(new ApiError('请求失败', 502));
  open();
  fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
  expect(await screen.findByRole('heading', { name: '第十届中国智慧医疗创新大会' })).toBeInTheDocument();
});

it('says so when a meeting has no entries', async () => {
  pageData.mockResolvedValue({ id: 1, title: 't', background_image: '', entries: [] });
  open();
  expect(await screen.findByText('暂无会议服务')).toBeInTheDocument();
});

it('an id that is not a number is not a page', () => {
  renderAt('/meeting/home/:id', <MeetingHomePage />, '/meeting/home/abc');
  expect(screen.getByText('Page not found: /meeting/home/abc')).toBeInTheDocument();
});
