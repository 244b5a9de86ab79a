import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@conf/shared/src/testing/router';
import { client, Route, Routes, useLocation } from '@conf/shared';
import { fakeAxios, ok } from '@conf/shared/src/testing/fakeAxios';
import { installFakeFetch, response } from '@conf/shared/src/testing/fakeFetch';
import { stubLocation } from '@conf/shared/src/testing/browser';
import { AppLayout } from './AppLayout';

let api: ReturnType<typeof fakeAxios>;
let restore: () => void;

beforeEach(() => {
  installFakeFetch().mockResolvedValue(response(200, {}));
  api = fakeAxios(client);
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

it.each(['/', '/meetingList', '/message', '/mine'])('shows the tab bar on the main page %s', (path) => {
  renderAt(path);
  for (const label of ['首页', '会议', '消息', '我的']) expect(screen.getByText(label)).toBeInTheDocument();
});

it.each(['/meeting/home/1', '/hotel/list/1', '/sign/byPwd'])('hides the tab bar on %s', (path) => {
  renderAt(path);
  expect(screen.queryByText('首页')).toBeNull();
});

it('a tab navigates to its page', () => {
  renderAt('/');
  fireEvent.click(screen.getByText('我的'));
  expect(screen.getByTestId('page')).toHaveTextContent('/mine');
});
