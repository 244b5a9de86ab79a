import { useState } from 'react';
import { Checkbox } from 'react-vant/es/checkbox';
import { useOnDemand } from '@conf/shared';
import { type TextPageKind, TEXT_TITLES } from '../../settings';
import styles from './AgreementNote.module.css';

// The sheet (react-vant's Popup with its Overlay, about 8 KiB gzip) is on every sign page but rarely opened:
// fetched when a finger first touches one of the two links, so it is usually there by the time the tap ends.
const loadSheet = () => import('./TextSheet');

interface AgreementNoteProps {
  /** With onChange: a checkbox the user must tick (sign-up); without: a plain note (login). */
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}

/** The agreement and privacy policy, each opened in a sheet so the form underneath keeps what was typed. */
export function AgreementNote({ checked = false, onChange }: AgreementNoteProps) {
  const [open, setOpen] = useState<TextPageKind | null>(null);
  // Mounted at the first opening and kept, so the sheet slides out and back like any popup.
  const { Component: TextSheet, preload, open: fetchSheet } = useOnDemand(loadSheet);
  const link = (kind: TextPageKind) => (
    <button
      type="button"
      className={styles.link}
      onPointerDown={preload}
      onClick={() => {
        void fetchSheet().then((ready) => ready && setOpen(kind));
      }}
    >
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
      {TextSheet && <TextSheet kind={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
