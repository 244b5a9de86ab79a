import { TwoLevelInput } from '../TwoLevelInput';
import type { ControlProps } from './controlProps';

/** Province/city (area) or sector/sub-sector (sector). */
export default function TwoLevelControl({ field, hint, value, onChange }: ControlProps) {
  const kind = field.type === 'area' ? 'area' : 'sector';
  return <TwoLevelInput kind={kind} title={field.label} placeholder={hint} value={value as string | undefined} onChange={onChange} />;
}
