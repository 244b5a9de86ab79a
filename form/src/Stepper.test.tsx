import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Stepper as VantStepper } from 'react-vant/es/stepper';
import { Stepper } from './Stepper';

function Rooms({ max = 3 }: { max?: number }) {
  const [rooms, setRooms] = useState(1);
  return <Stepper name="房间数" value={rooms} min={1} max={max} onChange={setRooms} />;
}

const count = () => screen.getByRole('spinbutton', { name: '房间数' });

it('steps the count between its bounds with its named buttons, and marks a button that cannot step', () => {
  render(<Rooms />);
  const less = screen.getByRole('button', { name: '减少房间数' });
  const more = screen.getByRole('button', { name: '增加房间数' });
  expect(less).toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(less);
  expect(count()).toHaveValue('1');
  fireEvent.click(more);
  fireEvent.click(more);
  fireEvent.click(more);
  expect(count()).toHaveValue('3');
  expect(count()).toHaveAttribute('aria-valuenow', '3');
  expect(more).toHaveAttribute('aria-disabled', 'true');
  expect(more).toHaveClass('rv-stepper__plus--disabled');
  expect(less).toHaveAttribute('aria-disabled', 'false');
});

it('brings a count above a lowered maximum down, never up', () => {
  const onChange = jest.fn();
  render(<Stepper name="房间数" value={3} min={1} max={2} onChange={onChange} />);
  fireEvent.click(screen.getByRole('button', { name: '增加房间数' }));
  fireEvent.keyDown(count(), { key: 'ArrowUp' });
  expect(onChange).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: '减少房间数' }));
  expect(onChange).toHaveBeenCalledWith(2);
});

it('takes the arrow keys on the count, as a spinbutton does', () => {
  render(<Rooms />);
  fireEvent.keyDown(count(), { key: 'ArrowUp' });
  fireEvent.keyDown(count(), { key: 'ArrowRight' });
  expect(count()).toHaveValue('3');
  fireEvent.keyDown(count(), { key: 'ArrowDown' });
  expect(count()).toHaveValue('2');
});

// react-vant's stylesheet styles these classes: the same elements in the same classes as its Stepper.
it("draws react-vant Stepper's elements and classes", () => {
  const shape = (root: Element): string[] =>
    Array.from(root.querySelectorAll('*'), (el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).sort().join('.')}`);
  const ours = shape(render(<Stepper name="房间数" value={1} min={1} max={3} onChange={() => undefined} />).container);
  document.body.innerHTML = '';
  expect(ours).toEqual(shape(render(<VantStepper value={1} min={1} max={3} integer disableInput />).container));
});
