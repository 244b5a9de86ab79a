export { Form, type FormProps } from './Form';
export type { FormItemProps } from './FormItem';
export { FieldRow, type FieldRowProps } from './FieldRow';
export { Stepper, type StepperProps } from './Stepper';
export { SubmitBar, type SubmitBarProps } from './SubmitBar';
export type { FormInstance, FieldData, ValidateError } from './formStore';
export type { Rule } from './rules';
export type { NamePath } from './namePath';
