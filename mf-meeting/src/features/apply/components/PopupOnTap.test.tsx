import { forwardRef, useImperativeHandle, useState, type ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { PickerPopupActions } from 'react-vant/es/picker';
import { PopupOnTap } from './PopupOnTap';

/** Stands in for react-vant's popup pickers: the same ref actions and render prop. */
const FakePicker = forwardRef<Partial<PickerPopupActions>, { children: (actions: PickerPopupActions) => ReactNode }>(function FakePicker(
  { children },
  ref,
) {
  const [open, setOpen] = useState(false);
  const actions = { open: () => setOpen(true), close: () => setOpen(false), toggle: () => setOpen((v) => !v) };
  useImperativeHandle(ref, () => actions);
  return (
    <>
      {open && <p>已打开</p>}
      {children(actions)}
    </>
  );
});

it('says so when the picker cannot be fetched, keeps the field, and fetches it again at the next tap, then opens it', async () => {
  const load = jest
    .fn<Promise<{ default: typeof FakePicker }>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ default: FakePicker });
  const firstTap = jest.fn();
  render(
    <PopupOnTap
      label="请选择学历"
      picked={false}
      onFirstTap={firstTap}
      load={load}
      popup={(Picker, ref, button) => <Picker ref={ref}>{(actions) => button(actions)}</Picker>}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: '请选择学历' }));
  // The toast's own code is fetched on the first one shown.
  expect(await screen.findByText('网络不给力，请稍后重试', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText('已打开')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '请选择学历' }));
  expect(await screen.findByText('已打开')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(firstTap).toHaveBeenCalled();
});
