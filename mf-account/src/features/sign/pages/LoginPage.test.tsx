import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadHttpClient, tokenStorage } from '@conf/shared';
import { fakeAxios, ok } from '@conf/shared/src/testing/fakeAxios';
import { renderRoutes } from '@conf/shared/src/testing/pages';
import LoginPage from './LoginPage';
import { loginByPassword } from '../api/auth';

jest.mock('../api/auth', () => ({ loginByPassword: jest.fn() }));
const login = loginByPassword as jest.MockedFunction<typeof loginByPassword>;

beforeEach(() => {
  login.mockReset();
  tokenStorage.clear();
  // The session refresh after login: nobody answers in these tests, which gives an empty session.
  (globalThis as { fetch?: unknown }).fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
});
afterEach(() => {
  document.body.innerHTML = '';
});

const renderAt = (url: string) =>
  renderRoutes(url, { '/sign/byPwd': <LoginPage />, '/contact/person': <p>参会人列表</p>, '/mine': <p>我的页面</p> });

async function submit(account: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('手机号 / 邮箱 / 用户名'), { target: { value: account } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })));
}

it('stores the token and returns to the page that sent the user to log in', async () => {
  login.mockResolvedValue({ code: 1, msg: '登录成功', data: { userinfo: { token: 'tok-1' } as never } });
  renderAt('/sign/byPwd?redirect=%2Fcontact%2Fperson');
  await submit(' demo ', 'demo123456');
  expect(login).toHaveBeenCalledWith('demo', 'demo123456');
  expect(await screen.findByText('参会人列表')).toBeInTheDocument();
  expect(tokenStorage.get()).toBe('tok-1');
});

it('goes to /mine without a redirect', async () => {
  login.mockResolvedValue({ code: 1, msg: '', data: { userinfo: { token: 'tok-2' } as never } });
  renderAt('/sign/byPwd');
  await submit('demo', 'demo123456');
  expect(await screen.findByText('我的页面')).toBeInTheDocument();
});

it("shows the server's message and stays when the login fails", async () => {
  login.mockResolvedValue({ code: 0, msg: '账号或密码错误', data: {} });
  renderAt('/sign/byPwd?redirect=%2Fmine');
  await submit('demo', 'nope');
  expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
  expect(screen.queryByText('我的页面')).toBeNull();
  expect(tokenStorage.get()).toBe('');
});

it('asks for the account and password before calling the server', async () => {
  renderAt('/sign/byPwd');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '登录' })));
  await waitFor(() => expect(screen.getByText('请填写账号')).toBeInTheDocument());
  expect(screen.getByText('请填写密码')).toBeInTheDocument();
  expect(login).not.toHaveBeenCalled();
});

it('opens the user agreement in a sheet over the form, which keeps what was typed', async () => {
  const api = fakeAxios(await loadHttpClient());
  api.reply(ok({ title: '用户协议', content: '<p>第一条 本协议由用户与平台订立。</p>' }));
  try {
    renderAt('/sign/byPwd');
    fireEvent.change(screen.getByPlaceholderText('手机号 / 邮箱 / 用户名'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: '《用户协议》' }));
    const sheet = (await screen.findByText('第一条 本协议由用户与平台订立。')).closest<HTMLElement>('.rv-popup')!;
    expect(within(sheet).getByText('用户协议')).toBeInTheDocument();
    expect(api.urlOf(api.calls[0])).toContain('api/wyms/config/agreement');
    expect(screen.getByPlaceholderText('手机号 / 邮箱 / 用户名')).toHaveValue('demo');
  } finally {
    api.restore();
  }
});

it('shows the typed password at a tap on the eye, with the open eye, and hides it at the next', async () => {
  renderAt('/sign/byPwd');
  const password = screen.getByPlaceholderText('请输入密码');
  fireEvent.change(password, { target: { value: 'demo123456' } });
  expect(password).toHaveAttribute('type', 'password');
  const closedEye = screen.getByRole('button', { name: '显示密码' });
  const closedGlyph = closedEye.innerHTML;
  fireEvent.click(closedEye);
  // At once, whether or not the open eye has come yet.
  expect(password).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: '隐藏密码' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: '隐藏密码' }).innerHTML).not.toBe(closedGlyph));
  fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
  expect(screen.getByRole('button', { name: '显示密码' })).toBeInTheDocument();
  expect(password).toHaveAttribute('type', 'password');
  expect(password).toHaveValue('demo123456');
  // From the keyboard too: the eye is in the tab order and answers Enter.
  const eye = screen.getByRole('button', { name: '显示密码' });
  expect(eye).toHaveAttribute('tabindex', '0');
  fireEvent.keyDown(eye, { key: 'Enter' });
  await screen.findByRole('button', { name: '隐藏密码' });
  expect(password).toHaveAttribute('type', 'text');
});
