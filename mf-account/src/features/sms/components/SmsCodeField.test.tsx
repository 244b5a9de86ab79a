import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from '@conf/form';
import { SmsCodeField } from './SmsCodeField';
import { MobileField } from '../../../components/MobileField';
import { validMobile } from '../../../common/formRules';
import { sendSmsCode } from '../api/sms';

jest.mock('../api/sms', () => ({ sendSmsCode: jest.fn() }));
const send = jest.mocked(sendSmsCode);

// The sign-up, reset and change-mobile forms: a mobile and a code sent to it.
function MobileAndCode() {
  const [form] = Form.useForm();
  return (
    <Form form={form}>
      <MobileField />
      <SmsCodeField event="register" mobile={() => validMobile(form)} />
    </Form>
  );
}

beforeEach(() => send.mockReset());
afterEach(() => {
  document.body.innerHTML = '';
});

const getCode = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '获取验证码' })));

it('sends no code until the mobile is valid, and says why', async () => {
  render(<MobileAndCode />);
  await getCode();
  expect(await screen.findByText('请填写正确的手机号')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '1380013' } });
  await getCode();
  expect(send).not.toHaveBeenCalled();
});

it('sends the code for its event to the mobile, then counts down', async () => {
  send.mockResolvedValue(null);
  render(<MobileAndCode />);
  fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13800138000' } });
  await getCode();
  expect(send).toHaveBeenCalledWith('13800138000', 'register');
  expect(screen.getByRole('button', { name: '60s 后重发' })).toBeDisabled();
  expect(screen.getByPlaceholderText('6位验证码')).toBeInTheDocument();
});
