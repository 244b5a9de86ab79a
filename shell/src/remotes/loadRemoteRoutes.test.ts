import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.Mock;
const registerMock = registerRemotes as jest.Mock;

const Routes = () => null;

/** A fresh module each test: it caches loads per remote. */
function freshModules() {
  let mods!: { loadRemoteRoutes: typeof import('./loadRemoteRoutes').loadRemoteRoutes; config: typeof import('./remoteConfig') };
  jest.isolateModules(() => {
    mods = { loadRemoteRoutes: require('./loadRemoteRoutes').loadRemoteRoutes, config: require('./remoteConfig') };
  });
  return mods;
}

beforeEach(() => {
  loadRemoteMock.mockReset();
  registerMock.mockReset();
});

it("loads the remote's ./routes module and resolves with its default export", async () => {
  const { loadRemoteRoutes } = freshModules();
  loadRemoteMock.mockResolvedValue({ default: Routes });
  await expect(loadRemoteRoutes('mf_hotel')).resolves.toBe(Routes);
  expect(loadRemoteMock).toHaveBeenCalledWith('mf_hotel/routes');
});

it('loads each remote once', async () => {
  const { loadRemoteRoutes } = freshModules();
  loadRemoteMock.mockResolvedValue({ default: Routes });
  await loadRemoteRoutes('mf_hotel');
  await loadRemoteRoutes('mf_hotel');
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
});

it('does not keep a failure: the next call tries again, with the remote registered afresh', async () => {
  const { loadRemoteRoutes, config } = freshModules();
  (globalThis as { fetch?: unknown }).fetch = jest
    .fn()
    .mockResolvedValue({ ok: true, json: async () => ({ mf_hotel: '/remotes/mf-hotel/remoteEntry.js' }) });
  await config.loadRemotesConfig();
  registerMock.mockClear();
  loadRemoteMock.mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ default: Routes });
  await expect(loadRemoteRoutes('mf_hotel')).rejects.toThrow('chunk failed');
  expect(registerMock).toHaveBeenCalledWith([{ name: 'mf_hotel', entry: '/remotes/mf-hotel/remoteEntry.js' }], { force: true });
  await expect(loadRemoteRoutes('mf_hotel')).resolves.toBe(Routes);
  expect(loadRemoteMock).toHaveBeenCalledTimes(2);
});

it('rejects a remote that exposes no routes', async () => {
  const { loadRemoteRoutes } = freshModules();
  loadRemoteMock.mockResolvedValue(undefined);
  await expect(loadRemoteRoutes('mf_verify')).rejects.toThrow('mf_verify 未提供页面');
});
