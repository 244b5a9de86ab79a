import { useState, type ReactNode } from 'react';
import { useOnDemand } from '@conf/shared';
import { type TextPageKind, TEXT_TITLES } from '../../settings';
import styles from './AgreementNote.module.css';

// The sheet (react-vant's Popup with its Overlay, about 8 KiB gzip) is on every sign page but rarely opened:
// fetched when a finger first touches one of the two links, so it is usually there by the time the tap ends.
const loadSheet = () => import('./TextSheet');

interface AgreementNoteProps {
  /** The words before the two links. */
  lead?: string;
  /**
   * Draws the words before the links, e.g. as the sign-up page's checkbox (AgreementConsent); plain text without
   * it. Only those words: the links beside it stay controls of their own, not nested inside the checkbox.
   */
  leadAs?: (lead: string) => ReactNode;
}

/** The agreement and privacy policy, each opened in a sheet so the form underneath keeps what was typed. */
export function AgreementNote({ lead = '登录即表示您同意', leadAs = (words) => words }: AgreementNoteProps) {
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
  return (
    <div className={styles.note}>
      <span>
        {leadAs(lead)}
        {link('agreement')}和{link('privacy')}
      </span>
      {TextSheet && <TextSheet kind={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
