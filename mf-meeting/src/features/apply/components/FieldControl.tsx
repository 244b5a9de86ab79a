import { useMemo } from 'react';
import { Input } from 'react-vant/es/input';
import { dayjs } from '@conf/shared';
import type { PickerPopupActions } from 'react-vant/es/picker';
import { PopupOnTap } from './PopupOnTap';
import { TwoLevelInput } from './TwoLevelInput';
import { LazyControl } from './controls/LazyControl';
import { isLazyControl } from './controls/loadControls';
import type { ControlProps } from './controls/controlProps';

const loadPicker = () => import('react-vant/es/picker').then((m) => ({ default: m.Picker }));
const loadDatetimePicker = () => import('react-vant/es/datetime-picker').then((m) => ({ default: m.DatetimePicker }));

const MIN_DATE = new Date(1920, 0, 1);
const MAX_DATE = new Date(new Date().getFullYear() + 5, 11, 31);

type FieldControlProps = Omit<ControlProps, 'hint'>;

/** A date as "YYYY-MM-DD" from the date picker. */
function DateInput({ title, hint, value, onChange }: { title: string; hint: string; value?: string; onChange?: (v: string) => void }) {
  // One Date per value: the picker scrolls back to its value whenever it is given a new one.
  const date = useMemo(() => (value ? dayjs(value).toDate() : new Date()), [value]);
  return (
    <PopupOnTap
      label={value || hint}
      picked={Boolean(value)}
      load={loadDatetimePicker}
      popup={(DatetimePicker, ref, button) => (
        <DatetimePicker
          ref={ref}
          popup={{ round: true }}
          type="date"
          title={title}
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

/** The input of one question of the meeting's form, by its type. */
export function FieldControl({ field, value: raw, onChange }: FieldControlProps) {
  const value = raw as string | undefined;
  const hint =
    field.placeholder || (['select', 'date', 'area', 'sector'].includes(field.type) ? `请选择${field.label}` : `请填写${field.label}`);
  if (isLazyControl(field)) return <LazyControl field={field} hint={hint} value={raw} onChange={onChange} />;
  switch (field.type) {
    case 'select':
      return (
        <PopupOnTap
          label={value || hint}
          picked={Boolean(value)}
          load={loadPicker}
          // The wheel starts on the first option: confirmed unturned, that is the choice it shows.
          popup={(Picker, ref, button) => (
            <Picker
              ref={ref}
              popup={{ round: true }}
              title={field.label}
              columns={field.options}
              value={value || field.options[0]}
              onConfirm={(v: string) => onChange?.(v)}
            >
              {(_, __, actions) => button(actions)}
            </Picker>
          )}
        />
      );
    case 'date':
      return <DateInput title={field.label} hint={hint} value={value} onChange={onChange} />;
    case 'area':
    case 'sector':
      return <TwoLevelInput kind={field.type} title={field.label} placeholder={hint} value={value} onChange={onChange} />;
    default:
      return (
        <Input
          value={value}
          onChange={onChange}
          placeholder={hint}
          clearable
          type={field.type === 'number' ? 'number' : field.type === 'mobile' ? 'tel' : 'text'}
          maxLength={field.type === 'id_number' ? 18 : 200}
        />
      );
  }
}
