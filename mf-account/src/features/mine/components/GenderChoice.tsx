import { Choices } from '@conf/form';

const OPTIONS = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
  { value: 0, label: '保密' },
];

interface GenderChoiceProps {
  // Given by Form.Item.
  value?: number;
  onChange?: (value: number) => void;
}

/** 性别: three radio buttons. */
export function GenderChoice({ value, onChange }: GenderChoiceProps) {
  return <Choices label="性别" options={OPTIONS} value={value} onChange={onChange} />;
}
