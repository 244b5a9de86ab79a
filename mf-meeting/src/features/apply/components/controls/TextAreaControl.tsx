import { TextArea } from 'react-vant/es/text-area';
import type { ControlProps } from './controlProps';

/** A long answer, growing with its text. */
export default function TextAreaControl({ hint, value, onChange }: ControlProps) {
  return <TextArea value={value as string | undefined} onChange={onChange} placeholder={hint} maxLength={1000} autoSize />;
}
