import { useState } from 'react';
import { useOnDemand } from '@conf/shared';
import { nightsBetween, type StayWindow } from '@conf/contract';
import type { Stay } from '../api/hotels';
import { nightLabel } from '../format';
import styles from './StayPicker.module.css';

interface Props {
  stay: Stay;
  /** The nights that can be booked: check-in from `first` to `last` (YYYY-MM-DD), at most `maxNights` nights. */
  window: StayWindow;
  onChange: (stay: Stay) => void;
  /** What to show under a night in the calendar (its price, 满), if anything. */
  nightInfo?: (night: string) => string;
}

// react-vant's Calendar with its Popup is 24 KiB gzip that a visitor who keeps the proposed nights never needs:
// fetched when a finger first touches the bar, so it is usually there by the time the tap ends.
const loadCalendar = () => import('./StayCalendar');

/** The stay as 入住 / 离店 / 共N晚; a tap opens a range calendar limited to the window. */
export function StayPicker({ stay, window, onChange, nightInfo }: Props) {
  const [open, setOpen] = useState(false);
  // Mounted at the first opening and kept, so the calendar slides out and back like any popup.
  const { Component: StayCalendar, preload, open: fetchCalendar } = useOnDemand(loadCalendar);
  const nights = nightsBetween(stay.check_in, stay.check_out);
  return (
    <>
      <button
        type="button"
        className={styles.bar}
        onPointerDown={preload}
        onClick={() => {
          void fetchCalendar().then((ready) => ready && setOpen(true));
        }}
        data-testid="stay-picker"
      >
        <span className={styles.day}>
          <small>入住</small>
          {nightLabel(stay.check_in)}
        </span>
        <span className={styles.nights}>共{nights}晚</span>
        <span className={styles.day}>
          <small>离店</small>
          {nightLabel(stay.check_out)}
        </span>
      </button>
      {StayCalendar && (
        <StayCalendar
          stay={stay}
          window={window}
          visible={open}
          nightInfo={nightInfo}
          onClose={() => setOpen(false)}
          onConfirm={(next) => {
            setOpen(false);
            onChange(next);
          }}
        />
      )}
    </>
  );
}
