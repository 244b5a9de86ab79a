import { ApiError } from '@conf/shared';
import { CodeSender, RESEND_SECONDS } from './codeSender';
import { sendSmsCode } from '../api/sms';

jest.mock('../api/sms', () => ({ sendSmsCode: jest.fn() }));
const send = sendSmsCode as jest.MockedFunction<typeof sendSmsCode>;

beforeEach(() => {
  jest.useFakeTimers();
  send.mockReset();
});
afterEach(() => jest.useRealTimers());

it('sends for its event, then counts down 60 s before it may send again', async () => {
  send.mockResolvedValue(null);
  const sender = new CodeSender('register');
  expect(sender.label).toBe('获取验证码');
  await sender.send('13800138000');
  expect(send).toHaveBeenCalledWith('13800138000', 'register');
  expect(sender.seconds).toBe(RESEND_SECONDS);
  expect(sender.canSend).toBe(false);
  expect(sender.label).toBe('60s 后重发');
  await sender.send('13800138000');
  expect(send).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(59_000);
  expect(sender.label).toBe('1s 后重发');
  jest.advanceTimersByTime(1000);
  expect(sender.canSend).toBe(true);
  expect(sender.label).toBe('重新发送');
});

it('rejects with the server message and allows a retry at once', async () => {
  send.mockRejectedValueOnce(new ApiError('发送过于频繁，请30秒后再试', 200, 0));
  const sender = new CodeSender('mobilelogin');
  await expect(sender.send('13800138000')).rejects.toThrow('发送过于频繁，请30秒后再试');
  expect(sender.sending).toBe(false);
  expect(sender.canSend).toBe(true);
});

it('stop() ends the countdown', () => {
  const sender = new CodeSender('resetpwd');
  sender.startCountdown(30);
  sender.stop();
  jest.advanceTimersByTime(5000);
  expect(sender.seconds).toBe(0);
});
