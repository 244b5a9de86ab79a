import { useState } from 'react';
import { Checkbox } from 'react-vant/es/checkbox';
import { Popup } from 'react-vant/es/popup';
import { type TextPageKind, TextArticle, useTextPage, TEXT_TITLES } from '../../settings';
import styles from './AgreementNote.module.css';

interface AgreementNoteProps {
  /** With onChange: a checkbox the user must tick (sign-up); without: a plain note (login). */
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}

/** The agreement and privacy policy, each opened in a sheet so the form underneath keeps what was typed. */
export function AgreementNote({ checked = false, onChange }: AgreementNoteProps) {
  const [open, setOpen] = useState<TextPageKind | null>(null);
  const link = (kind: TextPageKind) => (
    <button type="button" className={styles.link} onClick={() => setOpen(kind)}>
      《{TEXT_TITLES[kind]}》
    </button>
  );
  const text = (
    <span>
      {onChange ? '我已阅读并同意' : '登录即表示您同意'}
      {link('agreement')}和{link('privacy')}
    </span>
  );
  return (
    <div className={styles.note}>
      {onChange ? (
        <Checkbox checked={checked} onChange={onChange} iconSize={16} labelDisabled shape="round">
          {text}
        </Checkbox>
      ) : (
        text
      )}
      <TextSheet kind={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function TextSheet({ kind, onClose }: { kind: TextPageKind | null; onClose: () => void }) {
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
