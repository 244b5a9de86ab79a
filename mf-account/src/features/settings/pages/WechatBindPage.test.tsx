import { act, fireEvent, screen } from '@testing-library/react';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import WechatBindPage from './WechatBindPage';
import { openWechatLogin, unbindWechat, wechatCenter } from '../../sign';

jest.mock('../../sign', () => ({ openWechatLogin: jest.fn(), unbindWechat: jest.fn(), wechatCenter: jest.fn() }));
const center = jest.mocked(wechatCenter);
const unbind = jest.mocked(unbindWechat);
const start = jest.mocked(openWechatLogin);

// A whole page with react-vant's form, rendered on a busy machine: more than jest's 5 s.
jest.setTimeout(20_000);

beforeEach(() => {
  center.mockReset();
  unbind.mockReset();
  start.mockReset();
  logInForTest();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const renderPage = () => renderRoutes('/setting/wechat', { '/setting/wechat': <WechatBindPage /> });

it('shows the bound WeChat nickname and avatar, and unbinds with the password', async () => {
  center
    .mockResolvedValueOnce({ bound: true, nickname: '林青竹', avatar: '/a.svg' })
    .mockResolvedValueOnce({ bound: false, nickname: '', avatar: '' });
  unbind.mockResolvedValue({ bound: false, nickname: '', avatar: '' });
  renderPage();
  expect(await screen.findByText('林青竹')).toBeInTheDocument();
  expect(document.querySelector('img[src="/a.svg"]')).not.toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '解除绑定' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认解绑' })));
  expect(await screen.findByText('请填写登录密码')).toBeInTheDocument();
  expect(unbind).not.toHaveBeenCalled();
  fireEvent.change(screen.getByPlaceholderText('请输入登录密码'), { target: { value: 'abc12345' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认解绑' })));
  expect(unbind).toHaveBeenCalledWith({ password: 'abc12345' });
  expect(await screen.findByText('未绑定微信')).toBeInTheDocument();
});

it('offers to bind when none is bound, coming back to this page', async () => {
  center.mockResolvedValue({ bound: false, nickname: '', avatar: '' });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '绑定微信' }));
  expect(start).toHaveBeenCalledWith('/setting/wechat');
});
