import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { dayjs } from '@conf/shared';
import type { CustomField } from '../api/applyForm';
import { FieldControl, type FieldValue } from './FieldControl';

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

it('opens a select field’s picker at the first tap, its code fetched then, and keeps the option confirmed', async () => {
  render(<Harness of={field({ options: ['本科', '硕士'] })} />);
  expect(document.querySelector('.rv-picker')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '请选择学历' }));
  // Confirmed unturned: the first option, where the wheel starts.
  fireEvent.click(await screen.findByText('确认'));
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('本科'));
  fireEvent.click(screen.getByText('本科', { selector: 'button' }));
  fireEvent.click(await screen.findByText('硕士'));
  fireEvent.click(screen.getByText('确认'));
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('硕士'));
  expect(screen.getByText('硕士', { selector: 'button' })).toBeInTheDocument();
});

it('opens a date field’s picker at the first tap and answers the date as YYYY-MM-DD', async () => {
  render(<Harness of={field({ name: 'birthday', label: '出生日期', type: 'date' })} />);
  fireEvent.click(screen.getByRole('button', { name: '请选择出生日期' }));
  fireEvent.click(await screen.findByText('确认'));
  const today = dayjs().format('YYYY-MM-DD');
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent(today));
  expect(screen.getByRole('button', { name: today })).toBeInTheDocument();
});
