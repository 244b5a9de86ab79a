import { Choices } from '@conf/form';
import type { ControlProps } from './controlProps';
import { choicesOf } from './choicesOf';

/** Any of the question's options. */
export default function CheckboxControl({ field, value, onChange }: ControlProps) {
  return <Choices multiple label={field.label} options={choicesOf(field)} value={value as string[] | undefined} onChange={onChange} />;
}
