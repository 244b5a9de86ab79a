import { act, screen } from '@testing-library/react';
import { sessionStore } from '@conf/shared';
import TestAttendeePage from './TestAttendeePage';
import { getMyApplyers } from '../api/applyers';
import { renderAt } from '../../../testing/renderAt';

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
  records.mockResolvedValue([]);
  open();
  expect(screen.getByText('张会务')).toBeInTheDocument();
  expect(screen.getByText('138****8000')).toBeInTheDocument();
  expect(await screen.findByText('暂无参会人记录')).toBeInTheDocument();
});

it('lists the attendee records the user holds', async () => {
  logIn();
  records.mockResolvedValue([{ id: 4, name: '王小明', mobile: '13700001111', company: '江南省人民医院', meeting_title: '第十届中国智慧医疗创新大会' }]);
  open();
  const row = await screen.findByTestId('applyer');
  expect(row).toHaveTextContent('王小明');
  expect(row).toHaveTextContent('137****1111 · 江南省人民医院');
  expect(row).toHaveTextContent('第十届中国智慧医疗创新大会');
});
