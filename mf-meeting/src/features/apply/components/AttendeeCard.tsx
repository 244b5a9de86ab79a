import { Form } from '@conf/form';
import { Input } from 'react-vant/es/input';
import type { CustomField } from '../api/applyForm';
import { MOBILE_RULES, NAME_RULES, fieldRules } from '../rules';
import { FieldControl } from './FieldControl';
import styles from './AttendeeCard.module.css';

// Room for a seven-character label (酒店/单位名称) on one line.
const LABEL_WIDTH = '7em';
// Option groups, pictures and long text take the card's width under their label.
const STACKED = ['radio', 'checkbox', 'image', 'textarea'];

/** The form's values of one card live under this name. */
export const slotName = (key: number) => `p${key}`;

interface AttendeeCardProps {
  slotKey: number;
  index: number;
  fields: CustomField[];
  fromContact: boolean;
  onRemove?: () => void;
}

/** One attendee: name and mobile, then the meeting's own questions. */
export function AttendeeCard({ slotKey, index, fields, fromContact, onRemove }: AttendeeCardProps) {
  const at = (name: string) => [slotName(slotKey), name];
  return (
    <section className={styles.card} data-testid="attendee">
      <header className={styles.header}>
        <span>
          第{index + 1}位参会人{fromContact && <em className={styles.tag}>常用参会人</em>}
        </span>
        {onRemove && (
          <button type="button" className={styles.remove} onClick={onRemove} aria-label={`删除第${index + 1}位参会人`}>
            删除
          </button>
        )}
      </header>
      <Form.Item name={at('name')} label="姓名" labelWidth={LABEL_WIDTH} required rules={NAME_RULES}>
        <Input placeholder="请填写姓名" maxLength={30} clearable />
      </Form.Item>
      <Form.Item name={at('mobile')} label="手机号" labelWidth={LABEL_WIDTH} required rules={MOBILE_RULES}>
        <Input placeholder="请填写手机号" type="tel" maxLength={11} clearable />
      </Form.Item>
      {fields
        .filter((f) => f.name !== 'name' && f.name !== 'mobile')
        .map((f) => {
          const stacked = STACKED.includes(f.type);
          return (
            // A label width would keep a stacked label from taking the full line.
            <Form.Item
              key={f.id}
              name={at(f.name)}
              label={f.label}
              required={f.required}
              rules={fieldRules(f)}
              {...(stacked ? { layout: 'vertical' as const } : { labelWidth: LABEL_WIDTH })}
            >
              <FieldControl field={f} />
            </Form.Item>
          );
        })}
    </section>
  );
}
