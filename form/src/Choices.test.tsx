import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Choices } from './Choices';

const OPTIONS = ['会前', '会中', '会后'].map((o) => ({ value: o, label: o }));

function AnyOf({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Choices<string> multiple label="参与时段" options={OPTIONS} value={value} onChange={setValue} />
      <output>{value.join(',')}</output>
    </>
  );
}

it('is a named radio group whose tapped option is given, each option checked as the value says', () => {
  const onChange = jest.fn();
  const { rerender } = render(<Choices label="是否住宿" options={OPTIONS} value="会中" onChange={onChange} />);
  expect(screen.getByRole('radiogroup', { name: '是否住宿' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '会中' })).toBeChecked();
  fireEvent.click(screen.getByText('会后'));
  expect(onChange).toHaveBeenCalledWith('会后');
  rerender(<Choices label="是否住宿" options={OPTIONS} value="会后" onChange={onChange} />);
  expect(screen.getByRole('radio', { name: '会后' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '会中' })).not.toBeChecked();
});

it('as check boxes, ticks and unticks each option, the value kept in the options’ order', () => {
  render(<AnyOf initial={['会后']} />);
  expect(screen.getByRole('group', { name: '参与时段' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('checkbox', { name: '会前' }));
  expect(screen.getByRole('status')).toHaveTextContent('会前,会后');
  fireEvent.click(screen.getByRole('checkbox', { name: '会后' }));
  expect(screen.getByRole('status')).toHaveTextContent('会前');
  expect(screen.getByRole('checkbox', { name: '会前' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: '会后' })).not.toBeChecked();
});

it('gives each group its own name, so two questions on one page do not share their buttons', () => {
  render(
    <>
      <Choices label="甲" options={OPTIONS} value="会前" />
      <Choices label="乙" options={OPTIONS} value="会后" />
    </>,
  );
  const [a, b] = [screen.getByRole('radiogroup', { name: '甲' }), screen.getByRole('radiogroup', { name: '乙' })];
  const nameOf = (group: HTMLElement) => group.querySelector('input')!.name;
  expect(nameOf(a)).not.toBe(nameOf(b));
  expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(2);
});
