import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@conf/shared/src/testing/router';
import { loadHttpClient, Route, Routes, useLocation } from '@conf/shared';
import { fakeAxios, ok } from '@conf/shared/src/testing/fakeAxios';
import { installFakeFetch, response } from '@conf/shared/src/testing/fakeFetch';
import { stubLocation } from '@conf/shared/src/testing/browser';
import { AppLayout } from './AppLayout';

let api: ReturnType<typeof fakeAxios>;
let restore: () => void;

beforeEach(async () => {
  installFakeFetch().mockResolvedValue(response(200, {}));
  api = fakeAxios(await loadHttpClient());
  api.reply(ok({}));
  ({ restore } = stubLocation());
});
afterEach(() => {
  api.restore();
  restore();
});

function Page() {
  return <p data-testid="page">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<Page />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

it.each(['/', '/meetingList', '/message', '/mine'])('shows the tab bar on the main page %s', async (path) => {
  renderAt(path);
  for (const label of ['首页', '会议', '消息', '我的']) expect(await screen.findByText(label)).toBeInTheDocument();
});

it.each(['/meeting/home/1', '/hotel/list/1', '/sign/byPwd'])('hides the tab bar on %s', async (path) => {
  renderAt(path);
  // Once its chunk could have come.
  await act(async () => {
    await import('./TabBar');
  });
  expect(screen.queryByText('首页')).toBeNull();
});

it('a tab navigates to its page', async () => {
  renderAt('/');
  fireEvent.click(await screen.findByText('我的'));
  expect(screen.getByTestId('page')).toHaveTextContent('/mine');
});
