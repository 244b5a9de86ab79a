import { useRef, type ComponentType, type ReactNode } from 'react';
import type { PickerPopupActions } from 'react-vant/es/picker';
import { useOnDemand } from '@conf/shared';
import styles from './controls.module.css';

type OpenRef = (actions: Partial<PickerPopupActions> | null) => void;

interface PopupOnTapProps<P extends object> {
  /** The value chosen, or the hint. */
  label: string;
  picked: boolean;
  /** Called at the first tap, as the popup's code is fetched (e.g. to fetch its options). */
  onFirstTap?: () => void;
  /** Fetches the popup picker (react-vant's Picker, DatetimePicker or Cascader); a module constant. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** Draws the fetched picker, given the ref that opens it once it is mounted and the field's button with its actions. */
  popup: (Picker: ComponentType<P>, ref: OpenRef, button: (actions: PickerPopupActions) => ReactNode) => ReactNode;
}

/**
 * A form field's button whose popup picker is fetched at the first tap and then opens itself (the tap has passed by
 * then). The pickers are not drawn on a form's first screen; the cascader alone brings the Swiper with its gesture
 * and spring libraries (about 27 KiB gzip). A fetch that fails says so and is tried again at the next tap, the
 * form kept as typed.
 */
export function PopupOnTap<P extends object>({ label, picked, onFirstTap, load, popup }: PopupOnTapProps<P>) {
  const { Component: Picker, open } = useOnDemand(load);
  const openWhenLoaded = useRef(true);
  const button = (onClick: () => void) => (
    <button type="button" className={picked ? styles.picked : styles.placeholder} onClick={onClick}>
      {label}
    </button>
  );
  if (!Picker) {
    return button(() => {
      onFirstTap?.();
      void open();
    });
  }
  const ref: OpenRef = (actions) => {
    if (actions && openWhenLoaded.current) {
      openWhenLoaded.current = false;
      actions.open?.();
    }
  };
  return popup(Picker, ref, (actions) => button(actions.open));
}
