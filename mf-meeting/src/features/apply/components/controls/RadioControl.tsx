import { Choices } from '@conf/form';
import type { ControlProps } from './controlProps';
import { choicesOf } from './choicesOf';

/** One of the question's options. */
export default function RadioControl({ field, value, onChange }: ControlProps) {
  return <Choices label={field.label} options={choicesOf(field)} value={value as string | undefined} onChange={onChange} />;
}
