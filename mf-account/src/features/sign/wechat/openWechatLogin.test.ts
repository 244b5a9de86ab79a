import { configStore } from '@conf/shared';
import { openWechatLogin, wechatLoginOffered } from './openWechatLogin';
import { startWechatLogin } from './startWechatLogin';

jest.mock('./startWechatLogin', () => ({ startWechatLogin: jest.fn() }));
const start = jest.mocked(startWechatLogin);

const WECHAT_UA = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50';
const popup = {} as Window;

/** A browser: WeChat's or not, a desktop (fine pointer, wide) or a phone, and what the site offers. */
function browser({ wechat = false, desktop = false, official = 1, qr = 1 }) {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(wechat ? WECHAT_UA : 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120');
  window.matchMedia = jest.fn().mockReturnValue({ matches: desktop }) as never;
  Object.defineProperty(window, 'innerWidth', { value: desktop ? 1280 : 375, configurable: true });
  configStore.config = { wechat_login: official, wechat_qr_login: qr };
}

const opened = async () => {
  await new Promise((r) => setTimeout(r, 0));
  return start.mock.calls.at(-1);
};

beforeEach(() => {
  start.mockReset();
  jest.spyOn(window, 'open').mockReturnValue(popup);
});
afterEach(() => jest.restoreAllMocks());

it('on a desktop opens the QR login of the website app in a popup, in the tap itself', async () => {
  browser({ desktop: true });
  openWechatLogin('/mine');
  expect(window.open).toHaveBeenCalledWith('about:blank', 'wechat_login', 'width=960,height=600');
  expect(await opened()).toEqual(['/mine', 'snsapi_login', popup]);
});

it("on a phone, or inside WeChat, goes to the official account's consent page in the same tab", async () => {
  browser({});
  openWechatLogin('/mine');
  expect(await opened()).toEqual(['/mine', 'snsapi_userinfo', null]);
  browser({ wechat: true, desktop: true });
  openWechatLogin('/order');
  expect(await opened()).toEqual(['/order', 'snsapi_userinfo', null]);
  expect(window.open).not.toHaveBeenCalled();
});

it('without a website app a desktop gets the consent page in the tab; with only a website app a phone gets the QR page', async () => {
  browser({ desktop: true, qr: 0 });
  openWechatLogin('/mine');
  expect(await opened()).toEqual(['/mine', 'snsapi_userinfo', null]);
  browser({ official: 0 });
  openWechatLogin('/mine');
  expect(await opened()).toEqual(['/mine', 'snsapi_login', null]);
  expect(window.open).not.toHaveBeenCalled();
});

it('offers a WeChat button inside WeChat only with the official account, elsewhere with either app', () => {
  browser({ wechat: true, official: 0 });
  expect(wechatLoginOffered()).toBe(false);
  browser({ official: 0 });
  expect(wechatLoginOffered()).toBe(true);
  browser({ official: 0, qr: 0 });
  expect(wechatLoginOffered()).toBe(false);
});
