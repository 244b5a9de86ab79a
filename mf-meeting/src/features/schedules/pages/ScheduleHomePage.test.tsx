import '@conf/shared/src/testing/intersectionObserver';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, dayjs, TIME_ZONE, useLocation } from '@conf/shared';
import ScheduleHomePage from './ScheduleHomePage';
import { getScheduleDays, getSchedules } from '../api/schedules';
import { page, session } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/schedules');
const days = jest.mocked(getScheduleDays);
const sessions = jest.mocked(getSchedules);

const open = () => renderAt('/meeting/schedule/home', <ScheduleHomePage />, '/meeting/schedule/home?id=1');
const today = dayjs().tz(TIME_ZONE);

beforeEach(() => {
  days.mockReset();
  sessions.mockReset().mockResolvedValue(page([session()]));
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('shows the days as tabs, opening on today during the meeting, with its sessions and speakers', async () => {
  const dates = [-1, 0, 1].map((d) => today.add(d, 'day').format('YYYY-MM-DD'));
  days.mockResolvedValue(dates.map((date) => ({ date, count: 1 })));
  open();
  expect(await screen.findByText(today.format('M月D日 ddd'))).toBeInTheDocument();
  const card = await screen.findByTestId('schedule-card');
  expect(sessions).toHaveBeenCalledWith(1, dates[1], 1);
  expect(card).toHaveTextContent('开幕式');
  expect(card).toHaveTextContent('09:00');
  expect(card).toHaveTextContent('一层主会场');
  expect(card).toHaveTextContent('陈立民');
  fireEvent.click(screen.getByText(today.add(1, 'day').format('M月D日 ddd')));
  await screen.findAllByTestId('schedule-card');
  expect(sessions).toHaveBeenLastCalledWith(1, dates[2], 1);
  fireEvent.click(screen.getAllByTestId('schedule-card')[0]);
  expect(await screen.findByTestId('location')).toHaveTextContent('/meeting/schedule/detail?id=5');
});

it('opens on the first day outside the meeting days', async () => {
  days.mockResolvedValue([
    { date: '2030-06-11', count: 1 },
    { date: '2030-06-12', count: 1 },
  ]);
  open();
  await screen.findByTestId('schedule-card');
  expect(sessions).toHaveBeenCalledWith(1, '2030-06-11', 1);
});

it('says when the programme is not out yet, and shows errors with retry', async () => {
  days.mockResolvedValueOnce([]);
  const view = open();
  expect(await screen.findByText('日程尚未发布')).toBeInTheDocument();
  view.unmount();
  days.mockRejectedValueOnce(new ApiError('请求失败', 502)).mockResolvedValueOnce([{ date: '2030-06-11', count: 1 }]);
  open();
  fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
  expect(await screen.findByTestId('schedule-card')).toBeInTheDocument();
});

it('says so when the meeting does not exist, without offering to reload', async () => {
  days.mockRejectedValueOnce(new ApiError('会议不存在或已下线', 200, 0));
  open();
  expect(await screen.findByTestId('empty-state')).toHaveTextContent('会议不存在或已下线');
  expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
});

it('keeps the chosen day in the address, and opens on the day the address names', async () => {
  days.mockResolvedValue([
    { date: '2030-06-11', count: 1 },
    { date: '2030-06-12', count: 1 },
    { date: '2030-06-13', count: 1 },
  ]);
  const view = renderAt(
    '/meeting/schedule/home',
    <>
      <ScheduleHomePage />
      <Where />
    </>,
    '/meeting/schedule/home?id=1',
  );
  await screen.findByTestId('schedule-card');
  fireEvent.click(screen.getByText(dayjs('2030-06-12').format('M月D日 ddd')));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/meeting/schedule/home?id=1&day=2030-06-12'));
  expect(sessions).toHaveBeenLastCalledWith(1, '2030-06-12', 1);
  view.unmount();
  sessions.mockClear();
  renderAt('/meeting/schedule/home', <ScheduleHomePage />, '/meeting/schedule/home?id=1&day=2030-06-13');
  await screen.findByTestId('schedule-card');
  expect(sessions).toHaveBeenCalledWith(1, '2030-06-13', 1);
  expect(sessions).not.toHaveBeenCalledWith(1, '2030-06-11', 1);
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}
