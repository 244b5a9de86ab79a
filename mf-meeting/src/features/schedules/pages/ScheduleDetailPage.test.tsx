import { fireEvent, screen } from '@testing-library/react';
import ScheduleDetailPage from './ScheduleDetailPage';
import { getSchedule } from '../api/schedules';
import { session } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/schedules');
const detail = jest.mocked(getSchedule);

afterEach(() => {
  document.body.innerHTML = '';
});

it('shows the session and links its speakers to their expert pages for this meeting', async () => {
  detail.mockResolvedValue({ ...session(), meeting_id: 1, meeting_title: '第十届中国智慧医疗创新大会', content: '<p>请提前入场。</p>' });
  renderAt('/meeting/schedule/detail', <ScheduleDetailPage />, '/meeting/schedule/detail?id=5');
  expect(await screen.findByRole('heading', { name: '开幕式' })).toBeInTheDocument();
  expect(screen.getByText('主持人：刘建华')).toBeInTheDocument();
  expect(screen.getByText('请提前入场。')).toBeInTheDocument();
  expect(screen.getByText('演讲主题：致辞')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('expert-card'));
  expect(await screen.findByTestId('location')).toHaveTextContent('/meeting/expert/detail?id=3&meeting_id=1');
});
