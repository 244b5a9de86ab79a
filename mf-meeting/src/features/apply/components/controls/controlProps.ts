import type { UploaderValueItem } from 'react-vant/es/uploader';
import type { CustomField } from '../../api/applyForm';

/** A string, the picked options (checkbox) or the uploaded files (image). */
export type FieldValue = string | string[] | UploaderValueItem[];

/** What every question's control is given: its question, the hint to show when empty, and Form.Item's value. */
export interface ControlProps {
  field: CustomField;
  hint: string;
  value?: FieldValue;
  onChange?: (value: FieldValue) => void;
}
