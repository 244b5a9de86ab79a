import { Suspense, useRef, useState, type ReactNode } from 'react';
import type { PickerPopupActions } from 'react-vant/es/picker';
import styles from './controls.module.css';

interface PopupOnTapProps {
  /** The value chosen, or the hint. */
  label: string;
  picked: boolean;
  /** Called at the first tap, before the popup's code is fetched (e.g. to fetch its options). */
  onFirstTap?: () => void;
  /**
   * The lazily loaded popup picker (react-vant's Picker, DatetimePicker or Cascader), given the ref that opens it
   * once it is mounted and the field's button to draw with its actions.
   */
  popup: (ref: (actions: Partial<PickerPopupActions> | null) => void, button: (actions: PickerPopupActions) => ReactNode) => ReactNode;
}

/**
 * A form field's button whose popup picker is fetched at the first tap and then opens itself (the tap has passed by
 * then). The pickers are not drawn on a form's first screen; the cascader alone brings the Swiper with its gesture
 * and spring libraries (about 27 KiB gzip).
 */
export function PopupOnTap({ label, picked, onFirstTap, popup }: PopupOnTapProps) {
  const [wanted, setWanted] = useState(false);
  const openWhenLoaded = useRef(true);
  const button = (onClick: () => void) => (
    <button type="button" className={picked ? styles.picked : styles.placeholder} onClick={onClick}>
      {label}
    </button>
  );
  if (!wanted) {
    return button(() => {
      onFirstTap?.();
      setWanted(true);
    });
  }
  const ref = (actions: Partial<PickerPopupActions> | null) => {
    if (actions && openWhenLoaded.current) {
      openWhenLoaded.current = false;
      actions.open?.();
    }
  };
  return <Suspense fallback={button(() => undefined)}>{popup(ref, (actions) => button(actions.open))}</Suspense>;
}
