import { act, fireEvent, render, screen } from '@testing-library/react';
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

const page = () =>
  render(
    <MemoryRouter initialEntries={['/hotel/list/3']}>
      <RequireLogin title="会议酒店">
        <p>酒店列表</p>
      </RequireLogin>
    </MemoryRouter>,
  );

it('shows the page to a logged-in user', () => {
  act(() => {
    sessionStore.token = 'abc';
    sessionStore.ready = true;
  });
  page();
  expect(screen.getByText('酒店列表')).toBeInTheDocument();
  expect(screen.queryByText('登录后才能查看此页面')).toBeNull();
});

it('waits for the session before showing the page with a stored token, and asks if the server dropped it', () => {
  act(() => {
    sessionStore.token = 'stale';
    sessionStore.ready = false;
  });
  page();
  expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
  expect(screen.queryByText('酒店列表')).toBeNull();
  act(() => {
    sessionStore.dropToken();
    sessionStore.ready = true;
  });
  expect(screen.getByText('登录后才能查看此页面')).toBeInTheDocument();
  expect(screen.queryByText('酒店列表')).toBeNull();
});

it('tells a visitor under the page title, with no dialog on top, and its button goes to the password login', async () => {
  window.history.replaceState(null, '', '/hotel/list/3?pc=1');
  page();
  expect(screen.queryByText('酒店列表')).toBeNull();
  expect(screen.getByText('登录后才能查看此页面')).toBeInTheDocument();
  expect(document.title).toBe('会议酒店');
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(document.querySelector('.rv-dialog')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '前往登录' }));
  expect(navigate).toHaveBeenCalledWith('/sign/byPwd?redirect=%2Fhotel%2Flist%2F3%3Fpc%3D1', undefined);
});

it('shows the prompt as soon as the token is lost while the page is open', () => {
  act(() => {
    sessionStore.token = 'abc';
    sessionStore.ready = true;
  });
  page();
  act(() => sessionStore.dropToken());
  expect(screen.getByText('登录后才能查看此页面')).toBeInTheDocument();
  expect(document.querySelector('.rv-dialog')).toBeNull();
});
