import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RequireLogin } from './RequireLogin';
import { sessionStore } from '../stores/session';
import { setNavigator } from '../navigation/navigator';
import { resetBrowserState } from '../testing/browser';

let navigate: jest.Mock;
beforeEach(() => {
  resetBrowserState();
  navigate = jest.fn();
  setNavigator(navigate);
  sessionStore.dropToken();
});
afterEach(() => {
  setNavigator(null);
  document.body.innerHTML = '';
});

// The react-vant dialog, apart from the page's own 前往登录 button.
const dialog = () => within(document.querySelector<HTMLElement>('.rv-dialog')!);
const prompt = () => within(screen.getByText('登录后才能查看此页面').closest<HTMLElement>('.rv-empty')!);

const page = () =>
  render(
    <MemoryRouter initialEntries={['/hotel/list/3']}>
      <RequireLogin title="会议酒店">
        <p>酒店列表</p>
      </RequireLogin>
    </MemoryRouter>,
  );

it('shows the page to a logged-in user, without asking', () => {
  act(() => {
    sessionStore.token = 'abc';
  });
  page();
  expect(screen.getByText('酒店列表')).toBeInTheDocument();
  expect(screen.queryByText('您尚未登录，是否前往登录？')).toBeNull();
});

it('asks a visitor with the 未登录 dialog; confirming goes to the password login', async () => {
  window.history.replaceState(null, '', '/hotel/list/3');
  page();
  expect(screen.queryByText('酒店列表')).toBeNull();
  expect(await screen.findByText('您尚未登录，是否前往登录？')).toBeInTheDocument();
  await act(async () => fireEvent.click(dialog().getByRole('button', { name: '前往登录' })));
  expect(navigate).toHaveBeenCalledWith('/sign/byPwd?redirect=%2Fhotel%2Flist%2F3', undefined);
});

it('a visitor who declines stays on a prompt to log in', async () => {
  window.history.replaceState(null, '', '/hotel/list/3');
  page();
  await screen.findByText('您尚未登录，是否前往登录？');
  await act(async () => fireEvent.click(dialog().getByRole('button', { name: '取消' })));
  expect(prompt().getByText('登录后才能查看此页面')).toBeInTheDocument();
  expect(navigate).not.toHaveBeenCalled();
  fireEvent.click(prompt().getByRole('button', { name: '前往登录' }));
  expect(navigate).toHaveBeenCalledWith('/sign/byPwd?redirect=%2Fhotel%2Flist%2F3', undefined);
});

it('does not ask when the token is lost while the page is open (a 401 is already going to the login page)', async () => {
  act(() => {
    sessionStore.token = 'abc';
  });
  page();
  act(() => sessionStore.dropToken());
  expect(await screen.findByText('登录后才能查看此页面')).toBeInTheDocument();
  expect(screen.queryByText('您尚未登录，是否前往登录？')).toBeNull();
});
