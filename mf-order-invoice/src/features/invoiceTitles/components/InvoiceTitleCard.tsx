import Checked from '@react-vant/icons/es/Checked';
import Circle from '@react-vant/icons/es/Circle';
import DeleteO from '@react-vant/icons/es/DeleteO';
import Edit from '@react-vant/icons/es/Edit';
import type { InvoiceTitle } from '../api/invoiceTitles';
import { COMPANY } from '../api/invoiceTitles';
import { TYPE_LABELS } from '../rules';
import styles from './InvoiceTitleCard.module.css';

interface Props {
  title: InvoiceTitle;
  onMakeDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One invoice title: type, name, tax number, and its actions (default, edit, delete). */
export function InvoiceTitleCard({ title, onMakeDefault, onEdit, onDelete }: Props) {
  return (
    <article className={styles.card} data-testid="invoice-title">
      <button type="button" className={styles.main} onClick={onEdit}>
        <span className={styles.head}>
          <span className={title.type === COMPANY ? styles.company : styles.personal}>{TYPE_LABELS[title.type]}</span>
          <span className={styles.name}>{title.title}</span>
        </span>
        {title.tax_number && <span className={styles.line}>税号：{title.tax_number}</span>}
        {title.email && <span className={styles.line}>邮箱：{title.email}</span>}
      </button>
      <div className={styles.actions}>
        <button
          type="button"
          className={title.is_default ? styles.isDefault : styles.action}
          onClick={title.is_default ? undefined : onMakeDefault}
          aria-pressed={title.is_default}
        >
          {title.is_default ? <Checked /> : <Circle />}
          {title.is_default ? '默认抬头' : '设为默认'}
        </button>
        <span className={styles.spacer} />
        <button type="button" className={styles.action} onClick={onEdit}>
          <Edit />
          编辑
        </button>
        <button type="button" className={styles.action} onClick={onDelete}>
          <DeleteO />
          删除
        </button>
      </div>
    </article>
  );
}
