import { screen } from '@testing-library/react';
import { ApiError } from '@conf/shared';
import ExpertDetailPage from './ExpertDetailPage';
import { getExpert } from '../api/experts';
import { expert } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/experts');
const detail = jest.mocked(getExpert);

afterEach(() => {
  document.body.innerHTML = '';
});

it('shows the profile, the sessions at this meeting and the meetings', async () => {
  const { role: _role, ...person } = expert();
  detail.mockResolvedValue({
    ...person,
    introduction: '<p>心血管内科主任。</p>',
    schedules: [
      {
        id: 5,
        meeting_id: 1,
        title: '开幕式',
        start_at: '2030-06-11T01:00:00Z',
        end_at: '2030-06-11T01:30:00Z',
        hall: '一层主会场',
        topic: '大会主席致辞',
      },
    ],
    meetings: [
      { id: 1, title: '第十届中国智慧医疗创新大会', start_at: '2030-06-11T00:30:00Z', end_at: '2030-06-13T09:30:00Z', role: '大会主席' },
    ],
  });
  renderAt('/meeting/expert/detail', <ExpertDetailPage />, '/meeting/expert/detail?id=3&meeting_id=1');
  expect(await screen.findByRole('heading', { name: '陈立民' })).toBeInTheDocument();
  expect(detail).toHaveBeenCalledWith(3, 1);
  expect(screen.getByText('心血管内科主任。')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '本次会议日程' })).toHaveTextContent(
    '6月11日 09:00-09:30 · 一层主会场开幕式演讲主题：大会主席致辞',
  );
  expect(screen.getByRole('link', { name: /开幕式/ })).toHaveAttribute('href', '/meeting/schedule/detail?id=5');
  expect(screen.getByRole('region', { name: '参与会议' })).toHaveTextContent('大会主席');
});

it('says when the expert does not exist', async () => {
  detail.mockRejectedValue(new ApiError('专家不存在', 200, 0));
  renderAt('/meeting/expert/detail', <ExpertDetailPage />, '/meeting/expert/detail?id=99');
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('专家不存在');
  expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
});
