import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Checkbox } from 'react-vant/es/checkbox';
import { Form, type FormInstance } from './index';

interface Values {
  account: string;
  mobile?: string;
  agree?: boolean;
}

function Page({ onFinish, form }: { onFinish: (v: Values) => void; form?: FormInstance<Values> }) {
  const [own] = Form.useForm<Values>(form);
  const account = Form.useWatch<string>('account', own);
  return (
    <Form form={own} onFinish={onFinish} initialValues={{ account: 'demo' }} footer={<button type="submit">提交</button>}>
      <Form.Item name="account" label="账号" rules={[{ required: true, whitespace: true, message: '请填写账号' }]}>
        <input placeholder="账号" />
      </Form.Item>
      <Form.Item
        name={['contact', 'mobile']}
        label="手机号"
        normalize={(v: string) => v.replace(/\s/g, '')}
        rules={[{ pattern: /^1\d{10}$/, message: '手机号不对' }]}
      >
        <input placeholder="手机号" />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked">
        <Checkbox>同意</Checkbox>
      </Form.Item>
      <Form.Item label="说明">
        <span>只是一行说明</span>
      </Form.Item>
      <p>正在填：{account}</p>
    </Form>
  );
}

describe('Form', () => {
  it('starts from initialValues, keeps what is typed and hands the values to onFinish', async () => {
    const onFinish = jest.fn();
    render(<Page onFinish={onFinish} />);
    const account = screen.getByPlaceholderText('账号') as HTMLInputElement;
    expect(account.value).toBe('demo');
    fireEvent.change(account, { target: { value: 'alice' } });
    expect(screen.getByText('正在填：alice')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('手机号'), { target: { value: '138 0013 8000' } });
    fireEvent.click(screen.getByText('同意'));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ account: 'alice', contact: { mobile: '13800138000' }, agree: true }));
    expect(screen.getByText('只是一行说明')).toBeInTheDocument();
  });

  it('shows the broken rule under its field, at the change and at submit, and does not submit', async () => {
    const onFinish = jest.fn();
    render(<Page onFinish={onFinish} />);
    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: '   ' } });
    expect(await screen.findByText('请填写账号')).toHaveClass('rv-field__error-message');
    fireEvent.change(screen.getByPlaceholderText('手机号'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('手机号不对')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.change(screen.getByPlaceholderText('账号'), { target: { value: 'bob' } });
    await waitFor(() => expect(screen.queryByText('请填写账号')).toBeNull());
    expect(screen.getByText('账号').closest('.rv-cell')).toHaveClass('rv-cell--required');
  });

  it('answers validateFields with the values or the failing fields, and takes values and messages from outside', async () => {
    const seen = jest.fn();
    function Holder() {
      const [form] = Form.useForm<Values>();
      seen(form);
      return <Page onFinish={jest.fn()} form={form} />;
    }
    render(<Holder />);
    const form: FormInstance<Values> = seen.mock.calls[0][0];
    await expect(form.validateFields(['account'])).resolves.toEqual({ account: 'demo' });
    act(() => form.setFieldsValue({ account: '' }));
    await expect(form.validateFields()).rejects.toMatchObject({ errorFields: [{ name: ['account'], errors: ['请填写账号'] }] });
    act(() => form.setFields([{ name: ['contact', 'mobile'], value: '13900139000', errors: ['该手机号已注册'] }]));
    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    expect((screen.getByPlaceholderText('手机号') as HTMLInputElement).value).toBe('13900139000');
    expect(form.getFieldValue(['contact', 'mobile'])).toBe('13900139000');
    act(() => form.resetFields());
    expect((screen.getByPlaceholderText('账号') as HTMLInputElement).value).toBe('demo');
    expect(screen.queryByText('该手机号已注册')).toBeNull();
  });

  it('leaves out of the values a field no longer drawn, and keeps its value for when it comes back', async () => {
    const seen = jest.fn();
    function Toggle({ shown }: { shown: boolean }) {
      const [form] = Form.useForm();
      seen(form);
      return (
        <Form form={form}>
          <Form.Item name="a">
            <input placeholder="a" />
          </Form.Item>
          {shown && (
            <Form.Item name="b" rules={[{ required: true, message: '请填写 b' }]}>
              <input placeholder="b" />
            </Form.Item>
          )}
        </Form>
      );
    }
    const { rerender } = render(<Toggle shown />);
    fireEvent.change(screen.getByPlaceholderText('b'), { target: { value: 'kept' } });
    rerender(<Toggle shown={false} />);
    await expect((seen.mock.calls[0][0] as FormInstance).validateFields()).resolves.toEqual({ a: undefined });
    rerender(<Toggle shown />);
    expect((screen.getByPlaceholderText('b') as HTMLInputElement).value).toBe('kept');
  });

  it('drops the answer of a check made for an older value', async () => {
    let release: () => void = () => undefined;
    const slow = { validator: () => new Promise<void>((_, reject) => (release = () => reject(new Error('旧的答复')))) };
    function Slow() {
      const [form] = Form.useForm();
      return (
        <Form form={form}>
          <Form.Item name="code" rules={[slow]}>
            <input placeholder="code" />
          </Form.Item>
        </Form>
      );
    }
    render(<Slow />);
    fireEvent.change(screen.getByPlaceholderText('code'), { target: { value: '1' } });
    const first = release;
    fireEvent.change(screen.getByPlaceholderText('code'), { target: { value: '12' } });
    await act(async () => first());
    expect(screen.queryByText('旧的答复')).toBeNull();
  });
});
