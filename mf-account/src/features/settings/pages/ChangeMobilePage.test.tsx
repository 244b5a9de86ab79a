import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@conf/shared';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import ChangeMobilePage from './ChangeMobilePage';
import { changeMobile } from '../api/account';

jest.mock('../api/account', () => ({ changeMobile: jest.fn() }));
const change = jest.mocked(changeMobile);

beforeEach(() => {
  change.mockReset();
  logInForTest();
  jest.spyOn(sessionStore, 'refresh').mockResolvedValue(undefined as never);
});
afterEach(() => {
  document.body.innerHTML = '';
});

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const clickSubmit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '确认更换' })));

it('asks for the current password with the new mobile and its code, and sends all three', async () => {
  change.mockResolvedValue({} as never);
  renderRoutes(['/setting', '/setting/mobile'], { '/setting': <p>设置</p>, '/setting/mobile': <ChangeMobilePage /> });
  type('请输入新手机号', '13612345678');
  type('6位验证码', '123456');
  await clickSubmit();
  expect(await screen.findByText('请输入当前密码')).toBeInTheDocument();
  expect(change).not.toHaveBeenCalled();

  type('请输入当前登录密码', 'owner12345');
  await clickSubmit();
  await waitFor(() => expect(change).toHaveBeenCalledWith('13612345678', '123456', 'owner12345'));
  expect(await screen.findByText('设置')).toBeInTheDocument();
});

it("shows the server's refusal (a wrong password) and stays", async () => {
  change.mockRejectedValue(new Error('当前密码错误'));
  renderRoutes(['/setting', '/setting/mobile'], { '/setting': <p>设置</p>, '/setting/mobile': <ChangeMobilePage /> });
  type('请输入新手机号', '13612345678');
  type('6位验证码', '123456');
  type('请输入当前登录密码', 'wrong');
  await clickSubmit();
  expect(await screen.findByText('当前密码错误')).toBeInTheDocument();
  expect(screen.queryByText('设置')).toBeNull();
});
