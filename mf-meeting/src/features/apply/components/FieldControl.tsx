import { Input } from 'react-vant/es/input';
import { LazyControl } from './controls/LazyControl';
import { isLazyControl } from './controls/loadControls';
import type { ControlProps } from './controls/controlProps';

type FieldControlProps = Omit<ControlProps, 'hint'>;

/** The input of one question of the meeting's form, by its type: a line of text, or a control fetched on demand. */
export function FieldControl({ field, value, onChange }: FieldControlProps) {
  const hint =
    field.placeholder || (['select', 'date', 'area', 'sector'].includes(field.type) ? `请选择${field.label}` : `请填写${field.label}`);
  if (isLazyControl(field)) return <LazyControl field={field} hint={hint} value={value} onChange={onChange} />;
  return (
    <Input
      value={value as string | undefined}
      onChange={onChange}
      placeholder={hint}
      clearable
      type={field.type === 'number' ? 'number' : field.type === 'mobile' ? 'tel' : 'text'}
      maxLength={field.type === 'id_number' ? 18 : 200}
    />
  );
}
