import { ConfigStore } from './config';
import { loadHttpClient } from '../http/request';
import { tokenStorage } from '../http/token';
import { fakeAxios, fail, ok } from '../testing/fakeAxios';
import { resetBrowserState } from '../testing/browser';

let api: ReturnType<typeof fakeAxios>;

beforeEach(async () => {
  resetBrowserState();
  api = fakeAxios(await loadHttpClient());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

async function loaded(theme_colors?: unknown) {
  api.reply(ok({ theme_colors, site_name: '会议' }));
  const store = new ConfigStore();
  await store.load();
  return store;
}

it('uses #675643 before the configuration arrives', () => {
  const store = new ConfigStore();
  expect(store.themeColor).toBe('#675643');
  expect(store.themeRgb).toBe('103, 86, 67');
});

it('loads api/wyms/config/config as a public call', async () => {
  tokenStorage.set('tok');
  const store = await loaded('#1989fa');
  expect(api.urlOf(api.calls[0])).toBe('/api/wyms/config/config');
  expect(api.calls[0].headers.token).toBeUndefined();
  expect(store.loaded).toBe(true);
  expect(store.config.site_name).toBe('会议');
});

it('takes the configured 6-digit colour and derives its RGB form', async () => {
  const store = await loaded('#1989fa');
  expect(store.themeColor).toBe('#1989fa');
  expect(store.themeRgb).toBe('25, 137, 250');
});

it('takes a 3-digit colour, with or without #', async () => {
  expect((await loaded('#f00')).themeRgb).toBe('255, 0, 0');
  const bare = await loaded('0a0');
  expect(bare.themeColor).toBe('#0a0');
  expect(bare.themeRgb).toBe('0, 170, 0');
});

it.each(['', 'red', '#12345', '#zzzzzz', undefined])('falls back to the default for the invalid colour %p', async (value) => {
  const store = await loaded(value);
  expect(store.themeColor).toBe('#675643');
  expect(store.themeRgb).toBe('103, 86, 67');
});

it('keeps the default theme when the configuration cannot be loaded', async () => {
  api.reply({ status: 500, data: {} });
  const store = new ConfigStore();
  await store.load();
  expect(store.loaded).toBe(true);
  expect(store.themeColor).toBe('#675643');
});

it('keeps the default theme on a business failure', async () => {
  api.reply(fail('配置不存在'));
  const store = new ConfigStore();
  await store.load();
  expect(store.loaded).toBe(true);
  expect(store.config).toEqual({});
});
