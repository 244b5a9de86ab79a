import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@conf/shared/src/testing/router';
import { Link, loadHttpClient, Route, Routes } from '@conf/shared';
import { fakeAxios, ok } from '@conf/shared/src/testing/fakeAxios';
import { installFakeFetch, response } from '@conf/shared/src/testing/fakeFetch';
import { AppLayout } from './AppLayout';
import { tabBar } from './loadTabBar';

jest.mock('./loadTabBar', () => ({ tabBar: { load: jest.fn(), current: jest.fn() } }));
const load = tabBar.load as jest.MockedFunction<typeof tabBar.load>;
const loaded = tabBar.current as jest.MockedFunction<typeof tabBar.current>;

let api: ReturnType<typeof fakeAxios>;

beforeEach(async () => {
  installFakeFetch().mockResolvedValue(response(200, {}));
  api = fakeAxios(await loadHttpClient());
  // The config, asked for once per page frame.
  api.reply(ok({}));
  load.mockReset();
  loaded.mockReset();
});
afterEach(() => api.restore());

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<Link to="/mine">去我的</Link>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

it("keeps the bar's room while its chunk is fetched, and shows it when it comes", async () => {
  let arrive!: () => void;
  load.mockReturnValue(new Promise((resolve) => (arrive = () => resolve(() => <nav>底栏</nav>))));
  renderAt('/');
  expect(screen.queryByText('底栏')).toBeNull();
  expect(screen.getByRole('link').parentElement!.lastElementChild!.tagName).toBe('DIV');
  await act(async () => arrive());
  expect(screen.getByText('底栏')).toBeInTheDocument();
  // The room stays under the page: the fixed bar takes none of its own.
  expect(screen.getByText('底栏').previousElementSibling!.tagName).toBe('DIV');
});

it('keeps the page when the chunk cannot be fetched, and tries again at the next main page', async () => {
  load.mockRejectedValueOnce(new Error('Loading chunk 210 failed.')).mockResolvedValue(() => <nav>底栏</nav>);
  renderAt('/');
  await act(async () => undefined);
  expect(screen.getByText('去我的')).toBeInTheDocument();
  expect(screen.queryByText('底栏')).toBeNull();

  fireEvent.click(screen.getByText('去我的'));
  expect(await screen.findByText('底栏')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('fetches nothing on a page without the bar', async () => {
  renderAt('/meeting/home/1');
  await act(async () => undefined);
  expect(load).not.toHaveBeenCalled();
});

it('shows a bar fetched before from the first frame, asking for nothing', () => {
  loaded.mockReturnValue(() => <nav>底栏</nav>);
  renderAt('/mine');
  expect(screen.getByText('底栏')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});
