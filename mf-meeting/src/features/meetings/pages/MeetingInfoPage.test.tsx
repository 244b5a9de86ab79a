import { screen, within } from '@testing-library/react';
import { ApiError } from '@conf/shared';
import MeetingInfoPage from './MeetingInfoPage';
import { getMeetingDetails, getMeetingText, getMeetingTimeline } from '../api/meetings';
import { meetingDetails } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/meetings');
const details = jest.mocked(getMeetingDetails);
const timeline = jest.mocked(getMeetingTimeline);
const text = jest.mocked(getMeetingText);

afterEach(() => {
  document.body.innerHTML = '';
});

it('shows details, brief introduction, the timeline with passed dates marked, and pay information', async () => {
  details.mockResolvedValue(meetingDetails());
  timeline.mockResolvedValue({
    id: 1,
    title: 't',
    timeline: [
      { date: '2020-01-01T02:00:00Z', title: '报名开启', description: '' },
      { date: '2099-01-01T02:00:00Z', title: '大会开幕', description: '开幕式' },
    ],
  });
  text.mockResolvedValue({ id: 1, title: 't', content: '', brief_introduction: '', pay_information: '<p>对公转账</p>' });
  renderAt('/meeting/info/:id', <MeetingInfoPage />, '/meeting/info/1');
  const basics = await screen.findByRole('region', { name: '第十届中国智慧医疗创新大会' });
  expect(basics).toHaveTextContent('会议时间2030年6月11日 - 6月13日');
  expect(basics).toHaveTextContent('会议地点上海市 上海国际会议中心');
  expect(within(basics).getByRole('link', { name: '021-68886666' })).toHaveAttribute('href', 'tel:021-68886666');
  expect(screen.getByText('年度盛会。')).toBeInTheDocument();
  const steps = within(screen.getByRole('region', { name: '重要时间节点' }));
  expect(await steps.findByText('报名开启')).toHaveTextContent('已完成');
  expect(steps.getByText('大会开幕')).not.toHaveTextContent('已完成');
  expect(await screen.findByText('对公转账')).toBeInTheDocument();
  expect(text).toHaveBeenCalledWith(1, 'pay_information');
});

it("shows each section's own empty and error states", async () => {
  details.mockResolvedValue(meetingDetails());
  timeline.mockResolvedValue({ id: 1, title: 't', timeline: [] });
  text.mockRejectedValue(new ApiError('请求失败'));
  renderAt('/meeting/info/:id', <MeetingInfoPage />, '/meeting/info/1');
  expect(await screen.findByText('暂无时间节点')).toBeInTheDocument();
  const pay = screen.getByRole('region', { name: '缴费信息' });
  expect(await within(pay).findByText('请求失败')).toBeInTheDocument();
  expect(within(pay).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
});

it('shows one error, not one per section, when the meeting itself cannot be loaded', async () => {
  details.mockRejectedValue(new ApiError('会议不存在或已下线'));
  timeline.mockResolvedValue({ id: 1, title: 't', timeline: [] });
  text.mockResolvedValue({ id: 1, title: 't', content: '', brief_introduction: '', pay_information: '' });
  renderAt('/meeting/info/:id', <MeetingInfoPage />, '/meeting/info/999');
  expect(await screen.findByText('会议不存在或已下线')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: '重新加载' })).toHaveLength(1);
  expect(screen.queryByRole('region', { name: '重要时间节点' })).not.toBeInTheDocument();
});
