import { Select, type SelectProps } from 'antd';

/**
 * antd's Select for a required Form.Item. The item hands its control `aria-required`, and rc-select copies every
 * aria-* prop onto its outer box as well as its combobox input: on the box (a div without a role) ARIA does not
 * allow it (axe aria-allowed-attr). The item's label still marks it required.
 */
export function FormSelect<T>(props: SelectProps<T>) {
  const { 'aria-required': _required, ...rest } = props as SelectProps<T> & { 'aria-required'?: unknown };
  return <Select<T> {...rest} />;
}
