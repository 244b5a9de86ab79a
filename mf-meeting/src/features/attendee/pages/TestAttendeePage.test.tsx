import { act, screen } from '@testing-library/react';
import { sessionStore } from '@conf/shared';
import TestAttendeePage from './TestAttendeePage';
import { getMyApplyers } from '../api/applyers';
import { renderAt } from '../../../testing/renderAt';
import { page } from '../../../testing/data';

jest.mock('../api/applyers');
const records = jest.mocked(getMyApplyers);

const open = () => renderAt('/test-attendee', <TestAttendeePage />, '/test-attendee');

beforeEach(() => records.mockReset());
afterEach(() => {
  document.body.innerHTML = '';
  act(() => sessionStore.dropToken());
});

function logIn() {
  act(() => {
    sessionStore.token = 'token';
    sessionStore.ready = true;
    sessionStore.session = { user: { id: 1, username: 'demo', nickname: '张会务', mobile: '13800138000' } };
  });
}

it('asks a visitor to log in and reads nothing', async () => {
  act(() => sessionStore.dropToken());
  open();
  expect(await screen.findByText('登录后才能查看此页面')).toBeInTheDocument();
  expect(document.querySelector('.rv-dialog')).toBeNull();
  expect(records).not.toHaveBeenCalled();
});

it('shows the logged-in user and says when they hold no attendee records', async () => {
  logIn();
  records.mockResolvedValue(page([]));
  open();
  expect(screen.getByText('张会务')).toBeInTheDocument();
  expect(screen.getByText('138****8000')).toBeInTheDocument();
  expect(await screen.findByText('暂无参会人记录')).toBeInTheDocument();
});

it('lists the attendees the user signed up, with meeting, ticket and order state', async () => {
  logIn();
  records.mockResolvedValue(
    page([
      {
        id: 4,
        name: '王小明',
        mobile: '13700001111',
        company: '江南省人民医院',
        position: '',
        order_sn: 'M1',
        status: 'paid',
        status_text: '已支付',
        meeting_id: 1,
        meeting_title: '第十届中国智慧医疗创新大会',
        start_at: '2030-06-11T00:30:00Z',
        ticket_name: '标准票',
      },
    ]),
  );
  open();
  const row = await screen.findByTestId('applyer');
  expect(row).toHaveTextContent('王小明');
  expect(row).toHaveTextContent('已支付');
  expect(row).toHaveTextContent('137****1111 · 江南省人民医院');
  expect(screen.getByRole('link', { name: '第十届中国智慧医疗创新大会' })).toHaveAttribute('href', '/meeting/home/1');
  expect(row).toHaveTextContent('标准票 · 2030年6月11日 开幕');
  expect(records).toHaveBeenCalledWith(1);
});
