import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useNavigate } from '@conf/shared';
import { MemoryRouter } from '@conf/shared/src/testing/router';
import { RemoteOutlet } from './RemoteOutlet';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import { SharedVersionError } from './sharedVersionGuard';

jest.mock('./loadRemoteRoutes', () => ({ loadRemoteRoutes: jest.fn() }));
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

function MeetingRoutes() {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route path="/meeting/home/:id" element={<button onClick={() => navigate('/hotel/list/1')}>会议首页</button>} />
      <Route path="/meeting/broken" element={<Broken />} />
      <Route path="*" element={<p>会议模块 404</p>} />
    </Routes>
  );
}
function HotelRoutes() {
  return (
    <Routes>
      <Route path="/hotel/list/:id" element={<p>酒店列表</p>} />
    </Routes>
  );
}
function Broken(): never {
  throw new Error('页面崩溃');
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteOutlet />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('shows the 404 page for a path no remote owns, without loading anything', () => {
  renderAt('/no/such/page');
  expect(screen.getByRole('heading')).toHaveTextContent('Page Not Found');
  expect(screen.getByText('Page not found: /no/such/page')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it("renders the owning remote's routes once it has loaded", async () => {
  load.mockResolvedValue(MeetingRoutes);
  renderAt('/meeting/home/7');
  expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
  expect(await screen.findByText('会议首页')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_meeting');
});

it('shows a fallback with 重试 when the remote fails to load, and recovers on retry', async () => {
  load.mockRejectedValueOnce(new Error('manifest 502')).mockResolvedValueOnce(MeetingRoutes);
  renderAt('/meeting/home/7');
  const fallback = await screen.findByTestId('remote-fallback');
  expect(fallback).toHaveTextContent('「会议」模块暂时无法加载');
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('会议首页')).toBeInTheDocument();
  expect(screen.queryByTestId('remote-fallback')).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});

it('keeps showing the fallback while retries keep failing', async () => {
  load.mockRejectedValue(new Error('offline'));
  renderAt('/hotel/list/1');
  await screen.findByTestId('remote-fallback');
  fireEvent.click(screen.getByRole('button', { name: '重试' }));
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('「酒店」模块暂时无法加载');
});

it('switches remotes when the path moves to another owner', async () => {
  load.mockImplementation(async (remote) => (remote === 'mf_meeting' ? MeetingRoutes : HotelRoutes));
  renderAt('/meeting/home/7');
  fireEvent.click(await screen.findByText('会议首页'));
  expect(await screen.findByText('酒店列表')).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('mf_hotel');
});

it("shows the error page when a remote's page crashes", async () => {
  load.mockResolvedValue(MeetingRoutes);
  renderAt('/meeting/broken');
  expect(await screen.findByTestId('error-page')).toHaveTextContent('页面崩溃');
});

it('puts the fallback under a title bar naming the remote, whose back arrow goes back', async () => {
  load.mockRejectedValue(new Error('offline'));
  jest.spyOn(window.history, 'length', 'get').mockReturnValue(2);
  render(
    <MemoryRouter initialEntries={['/meeting/home/1', '/hotel/detail/2']} initialIndex={1}>
      <Routes>
        <Route path="/meeting/*" element={<p>会议首页</p>} />
        <Route path="*" element={<RemoteOutlet />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByTestId('remote-fallback');
  expect(document.querySelector('.rv-nav-bar__title')).toHaveTextContent('酒店');
  expect(document.title).toBe('酒店');
  fireEvent.click(document.querySelector('.rv-nav-bar__left')!);
  expect(await screen.findByText('会议首页')).toBeInTheDocument();
});

it('asks to refresh the page when the remote needs a newer shared library than the page runs', async () => {
  load.mockRejectedValue(new SharedVersionError('mf_verify', '@conf/shared', '^1.2.0', '1.1.0'));
  const reload = jest.fn();
  const original = window.location;
  Object.defineProperty(window, 'location', { value: { ...original, reload }, configurable: true });
  try {
    renderAt('/verify');
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('「签到核销」需要更新的页面版本，请刷新页面');
    fireEvent.click(screen.getByRole('button', { name: '刷新页面' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  } finally {
    Object.defineProperty(window, 'location', { value: original, configurable: true });
  }
});
