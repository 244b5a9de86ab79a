import { Popup } from 'react-vant/es/popup';
import { type TextPageKind, TextArticle, useTextPage, TEXT_TITLES } from '../../settings';
import styles from './AgreementNote.module.css';

interface TextSheetProps {
  /** The text shown; null: the sheet is closed (and keeps the last text while it slides out). */
  kind: TextPageKind | null;
  onClose: () => void;
}

/** The user agreement or the privacy policy in a bottom sheet. */
export default function TextSheet({ kind, onClose }: TextSheetProps) {
  const shown = kind ?? 'agreement';
  const page = useTextPage(shown, kind !== null);
  return (
    <Popup visible={kind !== null} onClose={onClose} position="bottom" round closeable title={TEXT_TITLES[shown]} style={{ height: '75%' }}>
      <div className={styles.sheet}>
        <TextArticle page={page} />
      </div>
    </Popup>
  );
}
