import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@conf/shared/src/testing/router';
import { runInAction } from 'mobx';
import { sessionStore, tokenStorage, unreadStore } from '@conf/shared';
import { installFakeFetch, response } from '@conf/shared/src/testing/fakeFetch';
import { resetBrowserState } from '@conf/shared/src/testing/browser';
import { TabBar } from './TabBar';

let fetchMock: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  resetBrowserState();
  fetchMock = installFakeFetch();
  unreadStore.set(0);
});

const renderAt = async (path: string) => {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <TabBar />
      </MemoryRouter>,
    );
  });
};

const login = () => {
  tokenStorage.set('tok');
  runInAction(() => {
    sessionStore.token = 'tok';
  });
};

it('shows the unread count of a logged-in user on the 消息 tab', async () => {
  login();
  fetchMock.mockResolvedValue(response(200, { code: 1, msg: '', data: { unread_message_count: 4 } }));
  await renderAt('/mine');
  expect(fetchMock.mock.calls[0][0]).toBe('/api/ms.member/get_person_stat');
  const badge = document.querySelector('.rv-badge');
  expect(badge).toHaveTextContent('4');
  // Seen on the 消息 icon, heard after its label.
  expect(badge?.closest('a')).toBe(screen.getByRole('link', { name: /^消息\s?，4 条未读$/ }));
});

it('drops the badge when the count falls to zero', async () => {
  login();
  fetchMock.mockResolvedValue(response(200, { code: 1, msg: '', data: { unread_message_count: 1 } }));
  await renderAt('/message');
  expect(document.querySelector('.rv-badge')).toHaveTextContent('1');
  act(() => unreadStore.set(0));
  expect(document.querySelector('.rv-badge')).toBeNull();
});

it('shows no badge, and asks nothing, without a login', async () => {
  unreadStore.set(3);
  await renderAt('/');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(document.querySelector('.rv-badge')).toBeNull();
  expect(screen.getByRole('link', { name: '消息' })).toHaveAttribute('href', '/message');
});

it('is the navigation of the main pages, the current one marked as such', async () => {
  await renderAt('/meetingList');
  const nav = screen.getByRole('navigation', { name: '主导航' });
  expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['首页', '/'],
    ['会议', '/meetingList'],
    ['消息', '/message'],
    ['我的', '/mine'],
  ]);
  expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('会议');
});
