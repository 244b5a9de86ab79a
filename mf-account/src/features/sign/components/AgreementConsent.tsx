import { Checkbox } from 'react-vant/es/checkbox';
import { AgreementNote } from './AgreementNote';
import styles from './AgreementNote.module.css';

interface AgreementConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The sign-up page's consent: a checkbox the user must tick (「我已阅读并同意」) before the two links. A file of its own so that
 * only this page loads react-vant's Checkbox (3 KiB gzip); the login pages show the sentence as a plain note.
 */
export function AgreementConsent({ checked, onChange }: AgreementConsentProps) {
  return (
    <AgreementNote
      lead="我已阅读并同意"
      leadAs={(words) => (
        <Checkbox checked={checked} onChange={onChange} iconSize={16} shape="round" className={styles.box}>
          {words}
        </Checkbox>
      )}
    />
  );
}
