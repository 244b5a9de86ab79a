import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from '@conf/form';
import { GenderChoice } from './GenderChoice';

function Harness({ onFinish }: { onFinish: (values: { gender: number }) => void }) {
  const [form] = Form.useForm<{ gender: number }>();
  return (
    <Form form={form} initialValues={{ gender: 1 }} onFinish={onFinish}>
      <Form.Item name="gender" label="性别">
        <GenderChoice />
      </Form.Item>
      <button type="button" onClick={form.submit}>
        保存
      </button>
    </Form>
  );
}

it('shows the saved gender as the checked radio button of a named group and gives the one tapped to the form', async () => {
  const onFinish = jest.fn();
  render(<Harness onFinish={onFinish} />);
  expect(screen.getByRole('radiogroup', { name: '性别' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '男' })).toBeChecked();
  fireEvent.click(screen.getByText('保密'));
  expect(screen.getByRole('radio', { name: '保密' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '男' })).not.toBeChecked();
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ gender: 0 })));
});
