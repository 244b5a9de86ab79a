import { registerRemotes } from '@module-federation/enhanced/runtime';
import { installFakeFetch, response } from '@conf/shared/src/testing/fakeFetch';
import { loadRemotesConfig, remoteEntry, REMOTES_CONFIG_URL } from './remoteConfig';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
const registerMock = registerRemotes as jest.Mock;

let fetchMock: ReturnType<typeof installFakeFetch>;
beforeEach(() => {
  registerMock.mockReset();
  fetchMock = installFakeFetch();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('fetches /remotes.json without cache and registers every remote', async () => {
  const config = { mf_meeting: 'http://cdn/mf-meeting/mf-manifest.json', mf_hotel: '/remotes/mf-hotel/mf-manifest.json' };
  fetchMock.mockResolvedValueOnce(response(200, config));
  await expect(loadRemotesConfig()).resolves.toEqual(config);
  expect(fetchMock).toHaveBeenCalledWith(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  expect(REMOTES_CONFIG_URL).toBe('/remotes.json');
  expect(registerMock).toHaveBeenCalledWith([
    { name: 'mf_meeting', entry: 'http://cdn/mf-meeting/mf-manifest.json' },
    { name: 'mf_hotel', entry: '/remotes/mf-hotel/mf-manifest.json' },
  ]);
  expect(remoteEntry('mf_hotel')).toBe('/remotes/mf-hotel/mf-manifest.json');
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
