import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@conf/shared/src/testing/router';
import { client, navigateTo, Route, Routes, useLocation } from '@conf/shared';
import { fakeAxios, ok } from '@conf/shared/src/testing/fakeAxios';
import { installFakeFetch, response } from '@conf/shared/src/testing/fakeFetch';
import { stubLocation, type StubbedLocation } from '@conf/shared/src/testing/browser';
import { isUpdatePending, scheduleVersionCheck } from '../version/versionCheck';
import { AppLayout } from './AppLayout';

jest.mock('../version/versionCheck', () => ({ isUpdatePending: jest.fn(() => false), scheduleVersionCheck: jest.fn() }));
const pending = isUpdatePending as jest.Mock;

let api: ReturnType<typeof fakeAxios>;
let location: StubbedLocation;
let restore: () => void;

beforeEach(() => {
  pending.mockReturnValue(false);
  (scheduleVersionCheck as jest.Mock).mockClear();
  installFakeFetch().mockResolvedValue(response(200, {}));
  api = fakeAxios(client);
  api.reply(ok({}));
  ({ location, restore } = stubLocation());
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

const go = (to: string) => act(() => navigateTo(to));

it('schedules the version check once', () => {
  renderAt('/');
  expect(scheduleVersionCheck).toHaveBeenCalledTimes(1);
});

it('reloads on the next navigation once a newer build is known, not before', () => {
  renderAt('/');
  pending.mockReturnValue(true);
  expect(location.reload).not.toHaveBeenCalled();
  go('/meetingList');
  expect(location.reload).toHaveBeenCalledTimes(1);
});

it('does not reload on the first page even when an update is already pending', () => {
  pending.mockReturnValue(true);
  renderAt('/mine');
  expect(location.reload).not.toHaveBeenCalled();
});

it('navigates normally while the build is current', () => {
  renderAt('/');
  go('/message');
  expect(location.reload).not.toHaveBeenCalled();
  expect(screen.getByTestId('page')).toHaveTextContent('/message');
});

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
