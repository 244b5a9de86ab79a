import { AgreementNote } from './AgreementNote';
import styles from './AgreementNote.module.css';

interface AgreementConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The sign-up page's consent: the agreement note in a <label> with its checkbox, so a tap anywhere on the line
 * ticks the box, except on the two links, which (interactive content inside a label) open their sheets instead.
 * A native checkbox: react-vant's Checkbox drew a role=checkbox around the links and ticked only on its icon.
 */
export function AgreementConsent({ checked, onChange }: AgreementConsentProps) {
  return (
    <AgreementNote
      lead="我已阅读并同意"
      frame={(sentence) => (
        <label className={styles.consent}>
          <input type="checkbox" className={styles.box} checked={checked} onChange={(e) => onChange(e.target.checked)} />
          {sentence}
        </label>
      )}
    />
  );
}
