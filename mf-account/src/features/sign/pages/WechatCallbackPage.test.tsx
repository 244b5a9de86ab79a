import { act, fireEvent, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { configStore, tokenStorage } from '@conf/shared';
import { renderRoutes } from '@conf/shared/src/testing/pages';
import WechatCallbackPage from './WechatCallbackPage';
import LoginPage from './LoginPage';
import { getWechatOpenid, loginByCodeBinding } from '../api/wechat';

jest.mock('../api/wechat', () => ({ getWechatOpenid: jest.fn(), loginByCodeBinding: jest.fn(), bindWechat: jest.fn() }));
const openid = getWechatOpenid as jest.MockedFunction<typeof getWechatOpenid>;
const bindLogin = loginByCodeBinding as jest.MockedFunction<typeof loginByCodeBinding>;

// A whole page with react-vant's form, rendered on a busy machine: more than jest's 5 s.
jest.setTimeout(20_000);

beforeEach(() => {
  openid.mockReset();
  bindLogin.mockReset();
  tokenStorage.clear();
  (globalThis as { fetch?: unknown }).fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
});
afterEach(() => {
  document.body.innerHTML = '';
});

const renderAt = (url: string) =>
  renderRoutes(url, {
    '/sign/wechat': <WechatCallbackPage />,
    '/sign/byPwd': <LoginPage />,
    '/mine': <p>我的页面</p>,
    '/coupons': <p>优惠券</p>,
  });

it('signs a bound WeChat user straight in, once, and goes where the login started', async () => {
  openid.mockResolvedValue({ code: 1, msg: '登录成功', data: { userinfo: { token: 'tok-wx' } as never, redirect: '/coupons' } });
  renderAt('/sign/wechat?code=c1&state=s1');
  expect(await screen.findByText('优惠券')).toBeInTheDocument();
  expect(openid).toHaveBeenCalledTimes(1);
  expect(openid).toHaveBeenCalledWith('c1', 's1');
  expect(tokenStorage.get()).toBe('tok-wx');
});

it('shows an unbound WeChat user their nickname and avatar and binds the mobile with an SMS code, after the agreement', async () => {
  openid.mockResolvedValue({
    code: 1,
    msg: '',
    data: { bind_token: 'bt-1', nickname: '林青竹', avatar: '/_sandbox/wechat/avatar/abcdefabcdef.svg', redirect: '/mine' },
  });
  bindLogin.mockResolvedValue({
    code: 1,
    msg: '登录成功',
    data: { token: 'tok-new', userinfo: { token: 'tok-new', bind_wechat: 1 } as never },
  });
  renderAt('/sign/wechat?code=c2&state=s2');
  expect(await screen.findByText('林青竹')).toBeInTheDocument();
  expect(document.querySelector('img[src="/_sandbox/wechat/avatar/abcdefabcdef.svg"]')).not.toBeNull();
  fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13700000001' } });
  fireEvent.change(screen.getByPlaceholderText('6位验证码'), { target: { value: '123456' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '绑定并登录' })));
  expect(await screen.findByText('请先阅读并同意用户协议和隐私政策')).toBeInTheDocument();
  expect(bindLogin).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('checkbox'));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '绑定并登录' })));
  expect(await screen.findByText('我的页面')).toBeInTheDocument();
  expect(bindLogin).toHaveBeenCalledWith('13700000001', '123456', 'bt-1');
  expect(tokenStorage.get()).toBe('tok-new');
});

it('says what went wrong with a used or foreign login, and after 拒绝 (no code) asks nothing of the server', async () => {
  openid.mockResolvedValue({ code: 0, msg: '微信登录已失效或不是从本浏览器发起的，请重新登录', data: {} });
  renderAt('/sign/wechat?code=c3&state=s3');
  expect(await screen.findByText('微信登录已失效或不是从本浏览器发起的，请重新登录')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '返回登录' })).toBeInTheDocument();
  document.body.innerHTML = '';
  openid.mockClear();
  renderAt('/sign/wechat?state=s4');
  expect(await screen.findByText('你已取消微信授权')).toBeInTheDocument();
  expect(openid).not.toHaveBeenCalled();
});

describe('the login page', () => {
  const ua = navigator.userAgent;
  afterEach(() => {
    Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
    runInAction(() => {
      configStore.config = {};
    });
  });

  it('offers 微信登录 under the form outside WeChat and 微信一键登录 first inside it, only when the site offers WeChat sign-in', async () => {
    renderAt('/sign/byPwd');
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '微信登录' })).toBeNull();
    document.body.innerHTML = '';

    act(() =>
      runInAction(() => {
        configStore.config = { wechat_login: 1 };
      }),
    );
    renderAt('/sign/byPwd');
    expect(await screen.findByRole('button', { name: '微信登录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '微信一键登录' })).toBeNull();
    document.body.innerHTML = '';

    Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 MicroMessenger/8.0.50', configurable: true });
    renderAt('/sign/byPwd');
    const oneTap = await screen.findByRole('button', { name: '微信一键登录' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.indexOf(oneTap)).toBeLessThan(buttons.indexOf(screen.getByRole('button', { name: '登录' })));
    expect(screen.queryByRole('button', { name: '微信登录' })).toBeNull();
  });
});
