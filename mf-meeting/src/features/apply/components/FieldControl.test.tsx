import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { dayjs } from '@conf/shared';
import type { CustomField } from '../api/applyForm';
import { FieldControl } from './FieldControl';
import type { FieldValue } from './controls/controlProps';

const field = (over: Partial<CustomField>): CustomField => ({
  id: 1,
  name: 'degree',
  label: '学历',
  type: 'select',
  options: [],
  required: false,
  placeholder: '',
  ticket_type_ids: [],
  ...over,
});

function Harness({ of }: { of: CustomField }) {
  const [value, setValue] = useState<FieldValue>();
  return (
    <>
      <FieldControl field={of} value={value} onChange={setValue} />
      <output data-testid="value">{String(value ?? '')}</output>
    </>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('fetches a select field’s control, opens its picker at the first tap, its code fetched then, and keeps the option confirmed', async () => {
  render(<Harness of={field({ options: ['本科', '硕士'] })} />);
  const open = await screen.findByRole('button', { name: '请选择学历' });
  expect(document.querySelector('.rv-picker')).toBeNull();
  fireEvent.click(open);
  // Confirmed unturned: the first option, where the wheel starts.
  fireEvent.click(await screen.findByText('确认'));
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('本科'));
  fireEvent.click(screen.getByText('本科', { selector: 'button' }));
  fireEvent.click(await screen.findByText('硕士'));
  fireEvent.click(screen.getByText('确认'));
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('硕士'));
  expect(screen.getByText('硕士', { selector: 'button' })).toBeInTheDocument();
});

it('fetches a date field’s control, opens its picker at the first tap and answers the date as YYYY-MM-DD', async () => {
  render(<Harness of={field({ name: 'birthday', label: '出生日期', type: 'date' })} />);
  fireEvent.click(await screen.findByRole('button', { name: '请选择出生日期' }));
  fireEvent.click(await screen.findByText('确认'));
  const today = dayjs().format('YYYY-MM-DD');
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent(today));
  expect(screen.getByRole('button', { name: today })).toBeInTheDocument();
});

it('fetches the option group of a radio question and answers the option tapped', async () => {
  render(<Harness of={field({ name: 'diet', label: '饮食要求', type: 'radio', options: ['无特殊要求', '素食'] })} />);
  fireEvent.click(await screen.findByRole('radio', { name: '素食' }));
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('素食'));
});

it('fetches the check boxes of a checkbox question and answers every option ticked', async () => {
  render(<Harness of={field({ name: 'forum', label: '分论坛', type: 'checkbox', options: ['甲', '乙', '丙'] })} />);
  fireEvent.click(await screen.findByRole('checkbox', { name: '甲' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '丙' }));
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('甲,丙'));
});

it('fetches the text area of a long-text question', async () => {
  render(<Harness of={field({ name: 'note', label: '备注', type: 'textarea' })} />);
  fireEvent.change(await screen.findByPlaceholderText('请填写备注'), { target: { value: '靠窗' } });
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('靠窗'));
});

it('fetches the uploader of a picture question', async () => {
  render(<Harness of={field({ name: 'photo', label: '证件照', type: 'image' })} />);
  expect(await screen.findByText('加载中…')).toBeInTheDocument();
  await waitFor(() => expect(document.querySelector('.rv-uploader input[type="file"][accept="image/*"]')).not.toBeNull());
});

it('fetches the control of a two-level question (area, sector), showing what was chosen', async () => {
  render(<FieldControl field={field({ name: 'region', label: '所在地区', type: 'area' })} value="浙江省/杭州市" />);
  expect(await screen.findByRole('button', { name: '浙江省/杭州市' })).toBeInTheDocument();
  render(<FieldControl field={field({ name: 'trade', label: '所属行业', type: 'sector' })} />);
  expect(await screen.findByRole('button', { name: '请选择所属行业' })).toBeInTheDocument();
});
