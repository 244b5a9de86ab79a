export { Form, type FormProps } from './Form';
export type { FormItemProps } from './FormItem';
export type { FormInstance, FieldData, ValidateError } from './formStore';
export type { Rule } from './rules';
export type { NamePath } from './namePath';
