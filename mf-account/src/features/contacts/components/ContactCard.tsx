import Edit from '@react-vant/icons/es/Edit';
import type { Contact } from '../api/contacts';
import styles from './ContactCard.module.css';

/** 110105********1234: enough to tell contacts apart, not enough to copy. */
const maskId = (id: string) => (id ? `${id.slice(0, 6)}********${id.slice(-4)}` : '');

/** One contact: name and mobile, then company, title and the masked ID number. */
export function ContactCard({ contact, onEdit }: { contact: Contact; onEdit: () => void }) {
  const work = [contact.company, contact.position].filter(Boolean).join(' · ');
  return (
    // Named by what it shows (a voice user says what they see), 编辑 first for a screen reader.
    <button type="button" className={styles.card} onClick={onEdit}>
      <span className="visually-hidden">编辑 </span>
      <span className={styles.avatar} aria-hidden="true">
        {contact.name.charAt(0)}
      </span>
      <span className={styles.body}>
        <span className={styles.line}>
          <strong className={styles.name}>{contact.name}</strong>
          <span className={styles.mobile}>{contact.mobile}</span>
        </span>
        {work && <span className={styles.meta}>{work}</span>}
        {contact.id_number && <span className={styles.meta}>身份证 {maskId(contact.id_number)}</span>}
      </span>
      <Edit className={styles.edit} aria-hidden="true" />
    </button>
  );
}
