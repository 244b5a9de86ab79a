import { Suspense } from 'react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router-dom';
import { act, render, screen } from '@testing-library/react';
import { lazyLoginPage } from './lazyLoginPage';
import { sessionStore } from '../stores/session';
import { tokenStorage } from '../http/token';

afterEach(() => tokenStorage.clear());

function renderPage() {
  const factory = jest.fn(async () => ({ default: () => <h1>编辑参会人</h1> }));
  const Page = lazyLoginPage('编辑参会人', factory);
  render(
    <MemoryRouter initialEntries={['/contact/edit']}>
      <Suspense fallback={<p>加载中</p>}>
        <Page />
      </Suspense>
    </MemoryRouter>,
  );
  return factory;
}

it("asks a visitor to log in under the page's title, without fetching the page", () => {
  const factory = renderPage();
  expect(screen.getByText('登录后才能查看此页面')).toBeInTheDocument();
  expect(screen.getByText('编辑参会人')).toBeInTheDocument();
  expect(factory).not.toHaveBeenCalled();
});

it('fetches and shows the page for a logged-in user, and once a visitor logs in', async () => {
  const factory = renderPage();
  // As a login does (SessionStore.acceptLogin), without its session call.
  act(() => {
    tokenStorage.set('t-1');
    runInAction(() => (sessionStore.token = 't-1'));
  });
  expect(await screen.findByRole('heading', { name: '编辑参会人' })).toBeInTheDocument();
  expect(screen.queryByText('登录后才能查看此页面')).toBeNull();
  expect(factory).toHaveBeenCalledTimes(1);
});
