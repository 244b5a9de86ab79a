import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toast } from 'react-vant/es/toast';
import { openLinkEntry } from './openLinkEntry';
import { setNavigator, tokenStorage } from '@conf/shared';
import { resetBrowserState, stubLocation } from '@conf/shared/src/testing/browser';

let navigate: jest.Mock;

// The dialog is imported when first shown; compiled once here so no test waits on the compiler.
beforeAll(() => import('react-vant/es/dialog'));

beforeEach(() => {
  // react-vant renders Dialog and Toast in roots of its own, outside testing-library's act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  resetBrowserState();
  window.history.replaceState(null, '', '/meeting/home/42');
  navigate = jest.fn();
  setNavigator(navigate);
});

afterEach(() => {
  setNavigator(null);
  Toast.clear();
  jest.restoreAllMocks();
});

/** A toast's words: the library's toast is fetched when first shown, which a busy machine takes a while to do. */
const toastText = (text: string) => screen.findByText(text, undefined, { timeout: 5000 });

/** react-vant's dialog (it has no dialog role); found by its title. */
async function loginDialog() {
  const title = await screen.findByText('未登录', undefined, { timeout: 5000 });
  return title.closest('.rv-dialog') as HTMLElement;
}

/** Answers the dialog and waits until it is gone, so the next test starts without one. */
async function answer(dialog: HTMLElement, button: '前往登录' | '取消') {
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByText('未登录')).toBeNull());
}

describe('entries that need a login (Fixed kinds 7, 8, 9)', () => {
  it.each([7, 8, 9])('kind %i without a token asks 未登录 and opens nothing', async (n) => {
    const done = openLinkEntry({ type: 'Fixed', Fixed_type: `Fixed_type_${n}` }, 42);
    const dialog = await loginDialog();
    expect(dialog).toHaveTextContent('您尚未登录，是否前往登录？');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['取消', '前往登录']);
    await answer(dialog, '取消');
    await done;
    expect(navigate).not.toHaveBeenCalled();
  });

  it('confirming the dialog goes to the password login, remembering the page', async () => {
    const done = openLinkEntry({ type: 'Fixed', Fixed_type: 'Fixed_type_7' }, 42);
    await answer(await loginDialog(), '前往登录');
    await done;
    expect(navigate).toHaveBeenCalledWith('/sign/byPwd?redirect=%2Fmeeting%2Fhome%2F42', undefined);
  });

  it('with a token goes straight to the page', async () => {
    tokenStorage.set('tok');
    await openLinkEntry({ type: 'Fixed', Fixed_type: 'Fixed_type_9' }, 42);
    expect(navigate).toHaveBeenCalledWith('/hotel/list/42', undefined);
    expect(screen.queryByText('未登录')).toBeNull();
  });
});

it('opens other pages without asking for a login', async () => {
  await openLinkEntry({ type: 'Fixed', Fixed_type: 'Fixed_type_2' }, 42);
  expect(navigate).toHaveBeenCalledWith('/meeting/expert/home?id=42', undefined);
  expect(screen.queryByText('未登录')).toBeNull();
});

it('opens an Outside URL in a new tab', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  await openLinkEntry({ type: 'Outside', url: 'https://example.com/x' }, 1);
  expect(open).toHaveBeenCalledWith('https://example.com/x', '_blank', 'noopener');
  expect(navigate).not.toHaveBeenCalled();
});

it('starts a phone call', async () => {
  const { location, restore } = stubLocation('http://localhost/meeting/home/1');
  let href = '';
  Object.defineProperty(location, 'href', { set: (v: string) => (href = v), get: () => href });
  await openLinkEntry({ type: 'Phone', phone: '400-800-1234' }, 1);
  restore();
  expect(href).toBe('tel:400-800-1234');
});

it('shows 请在小程序中打开 for mini-program entries', async () => {
  await openLinkEntry({ type: 'WXMp', appid: 'wx1' }, 1);
  expect(await toastText('请在小程序中打开')).toBeInTheDocument();
  expect(navigate).not.toHaveBeenCalled();
});

describe('inside WeChat', () => {
  const ua = navigator.userAgent;
  const setUa = (value: string) => Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
  afterEach(() => {
    setUa(ua);
    delete (window as { wx?: unknown }).wx;
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it("opens a WXMp entry's page with wx.miniProgram.navigateTo in the mini-program's web view, loading the JS-SDK from WeChat's address", async () => {
    setUa('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.50 miniProgram');
    const navigateTo = jest.fn();
    const opening = openLinkEntry({ type: 'WXMp', appid: 'wx1', path: 'pages/meeting/detail?id=1' }, 1);
    const script = await waitFor(() => {
      const el = document.head.querySelector('script');
      expect(el).not.toBeNull();
      return el as HTMLScriptElement;
    });
    expect(script.src).toBe('https://res.wx.qq.com/open/js/jweixin-1.6.0.js');
    (window as { wx?: unknown }).wx = { miniProgram: { navigateTo } };
    script.onload?.(new Event('load'));
    await opening;
    expect(navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/meeting/detail?id=1' }));
  });

  it("in WeChat's browser outside a mini-program, a mode-5 entry still says 请在小程序中打开 and loads no script", async () => {
    setUa('Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0.50');
    await openLinkEntry({ type: 'Custom', path: 'pages/x', link_mode: 5 }, 1);
    expect(await toastText('请在小程序中打开')).toBeInTheDocument();
    expect(document.head.querySelector('script')).toBeNull();
  });
});

describe('copy (link mode 8)', () => {
  it('copies the text and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openLinkEntry({ type: 'Custom', content: '会务微信 hy2025', link_mode: 8 }, 1);
    expect(writeText).toHaveBeenCalledWith('会务微信 hy2025');
    expect(await toastText('复制成功')).toBeInTheDocument();
  });

  it('shows 复制失败 where the clipboard is unsupported', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await openLinkEntry({ type: 'Custom', content: 'x', link_mode: 8 }, 1);
    expect(await toastText('复制失败')).toBeInTheDocument();
  });

  it('shows 复制失败 when the browser refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    await openLinkEntry({ type: 'Custom', content: 'x', link_mode: 8 }, 1);
    await waitFor(() => expect(screen.getByText('复制失败')).toBeInTheDocument());
  });
});
