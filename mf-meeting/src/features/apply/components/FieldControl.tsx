import { Checkbox } from 'react-vant/es/checkbox';
import { Input } from 'react-vant/es/input';
import { Radio } from 'react-vant/es/radio';
import { TextArea } from 'react-vant/es/text-area';
import { Uploader, type UploaderValueItem } from 'react-vant/es/uploader';
import { useMemo } from 'react';
import { dayjs, toast } from '@conf/shared';
import type { PickerPopupActions } from 'react-vant/es/picker';
import type { CustomField } from '../api/applyForm';
import { uploadFormImage } from '../api/reference';
import { PopupOnTap } from './PopupOnTap';
import { TwoLevelInput } from './TwoLevelInput';
import styles from './controls.module.css';

const loadPicker = () => import('react-vant/es/picker').then((m) => ({ default: m.Picker }));
const loadDatetimePicker = () => import('react-vant/es/datetime-picker').then((m) => ({ default: m.DatetimePicker }));

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MIN_DATE = new Date(1920, 0, 1);
const MAX_DATE = new Date(new Date().getFullYear() + 5, 11, 31);

/** A string, the picked options (checkbox) or the uploaded files (image). */
export type FieldValue = string | string[] | UploaderValueItem[];

interface FieldControlProps {
  field: CustomField;
  // Given by Form.Item.
  value?: FieldValue;
  onChange?: (value: FieldValue) => void;
}

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
  switch (field.type) {
    case 'textarea':
      return <TextArea value={value} onChange={onChange} placeholder={hint} maxLength={1000} autoSize />;
    case 'radio':
      return (
        <Radio.Group value={value} onChange={onChange} direction="horizontal" className={styles.options}>
          {field.options.map((o) => (
            <Radio key={o} name={o}>
              {o}
            </Radio>
          ))}
        </Radio.Group>
      );
    case 'checkbox':
      return (
        <Checkbox.Group value={(raw as string[] | undefined) ?? []} onChange={onChange} direction="horizontal" className={styles.options}>
          {field.options.map((o) => (
            <Checkbox key={o} name={o} shape="square">
              {o}
            </Checkbox>
          ))}
        </Checkbox.Group>
      );
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
    case 'image':
      return (
        <Uploader
          value={(raw as UploaderValueItem[] | undefined) ?? []}
          onChange={(files: UploaderValueItem[]) => onChange?.(files)}
          upload={async (file: File) => ({ url: (await uploadFormImage(file)).url })}
          accept="image/*"
          maxCount={1}
          maxSize={MAX_IMAGE_BYTES}
          onOversize={() => toast.fail('图片不能超过5MB')}
        />
      );
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
