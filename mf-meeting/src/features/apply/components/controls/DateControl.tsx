import { useMemo } from 'react';
import type { PickerPopupActions } from 'react-vant/es/picker';
import { dayjs } from '@conf/shared';
import { PopupOnTap } from '../PopupOnTap';
import type { ControlProps } from './controlProps';

const loadDatetimePicker = () => import('react-vant/es/datetime-picker').then((m) => ({ default: m.DatetimePicker }));

const MIN_DATE = new Date(1920, 0, 1);
const MAX_DATE = new Date(new Date().getFullYear() + 5, 11, 31);

/** A date as "YYYY-MM-DD" from the date picker. */
export default function DateControl({ field, hint, value, onChange }: ControlProps) {
  const picked = value as string | undefined;
  // One Date per value: the picker scrolls back to its value whenever it is given a new one.
  const date = useMemo(() => (picked ? dayjs(picked).toDate() : new Date()), [picked]);
  return (
    <PopupOnTap
      label={picked || hint}
      picked={Boolean(picked)}
      load={loadDatetimePicker}
      popup={(DatetimePicker, ref, button) => (
        <DatetimePicker
          ref={ref}
          popup={{ round: true }}
          type="date"
          title={field.label}
          minDate={MIN_DATE}
          maxDate={MAX_DATE}
          value={date}
          onConfirm={(d: Date) => onChange?.(dayjs(d).format('YYYY-MM-DD'))}
        >
          {(_: unknown, __: unknown, actions: PickerPopupActions) => button(actions)}
        </DatetimePicker>
      )}
    />
  );
}
