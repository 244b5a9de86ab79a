import { registerRemotes } from '@module-federation/enhanced/runtime';
import { installFakeFetch, response } from '@conf/shared/src/testing/fakeFetch';
import { INLINE_CONFIG_ID, loadRemotesConfig, remoteEntry, REMOTES_CONFIG_URL } from './remoteConfig';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
const registerMock = registerRemotes as jest.Mock;

let fetchMock: ReturnType<typeof installFakeFetch>;
beforeEach(() => {
  registerMock.mockReset();
  fetchMock = installFakeFetch();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.head.innerHTML = '';
});

function inlineBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINE_CONFIG_ID;
  block.textContent = text;
  document.head.append(block);
}

it('takes the config the server put in the page, with no request', async () => {
  inlineBlock(JSON.stringify({ mf_verify: '/remotes/mf-verify/remoteEntry.js' }));
  await expect(loadRemotesConfig()).resolves.toEqual({ mf_verify: '/remotes/mf-verify/remoteEntry.js' });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(registerMock).toHaveBeenCalledWith([{ name: 'mf_verify', entry: '/remotes/mf-verify/remoteEntry.js' }]);
});

it("fetches the config when the page's block is unreadable", async () => {
  inlineBlock('{not json');
  fetchMock.mockResolvedValueOnce(response(200, { mf_hotel: '/remotes/mf-hotel/remoteEntry.js' }));
  await expect(loadRemotesConfig()).resolves.toEqual({ mf_hotel: '/remotes/mf-hotel/remoteEntry.js' });
});

it('fetches /remotes.json without cache and registers every remote', async () => {
  const config = { mf_meeting: 'http://cdn/mf-meeting/remoteEntry.js', mf_hotel: '/remotes/mf-hotel/remoteEntry.js' };
  fetchMock.mockResolvedValueOnce(response(200, config));
  await expect(loadRemotesConfig()).resolves.toEqual(config);
  expect(fetchMock).toHaveBeenCalledWith(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  expect(REMOTES_CONFIG_URL).toBe('/remotes.json');
  expect(registerMock).toHaveBeenCalledWith([
    { name: 'mf_meeting', entry: 'http://cdn/mf-meeting/remoteEntry.js' },
    { name: 'mf_hotel', entry: '/remotes/mf-hotel/remoteEntry.js' },
  ]);
  expect(remoteEntry('mf_hotel')).toBe('/remotes/mf-hotel/remoteEntry.js');
});

it('still starts with no remotes when the config cannot be loaded', async () => {
  fetchMock.mockResolvedValueOnce(response(404, 'Not Found'));
  await expect(loadRemotesConfig()).resolves.toEqual({});
  expect(registerMock).toHaveBeenCalledWith([]);
  expect(remoteEntry('mf_hotel')).toBeUndefined();
  expect(console.error).toHaveBeenCalled();
});

it('still starts when the network is down', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(loadRemotesConfig()).resolves.toEqual({});
});
