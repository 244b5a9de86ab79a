import { useState } from 'react';
import { Calendar, type CalendarDayItem } from 'react-vant/es/calendar';
import type { Stay } from '../api/hotels';
import { addDays, fromDate, nightLabel, nightsBetween, toDate } from '../format';
import styles from './StayPicker.module.css';

/** The nights that can be booked: check-in from `first` to `last` (YYYY-MM-DD), at most `maxNights` nights. */
export interface StayWindow {
  first: string;
  last: string;
  maxNights: number;
}

interface Props {
  stay: Stay;
  window: StayWindow;
  onChange: (stay: Stay) => void;
  /** What to show under a night in the calendar (its price, 满), if anything. */
  nightInfo?: (night: string) => string;
}

/** The stay as 入住 / 离店 / 共N晚; a tap opens a range calendar limited to the window. */
export function StayPicker({ stay, window: w, onChange, nightInfo }: Props) {
  const [open, setOpen] = useState(false);
  const nights = nightsBetween(stay.check_in, stay.check_out);
  const bottomInfo = (day: CalendarDayItem) => {
    if (day.type === 'start') return '入住';
    if (day.type === 'end') return '离店';
    if (day.type === 'start-end') return '入住/离店';
    const night = day.date ? fromDate(day.date) : '';
    // Only nights that can still be booked: a past night's price would only distract.
    return nightInfo && night >= w.first && night <= w.last ? nightInfo(night) : '';
  };
  return (
    <>
      <button type="button" className={styles.bar} onClick={() => setOpen(true)} data-testid="stay-picker">
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
      <Calendar
        poppable
        visible={open}
        type="range"
        title="选择入住和离店日期"
        color="var(--app-theme, #675643)"
        minDate={toDate(w.first)}
        maxDate={toDate(addDays(w.last, 1))}
        // The calendar counts both ends, a stay counts nights: N nights span N + 1 days. The prompt is the
        // spec's 'select at most N days', with the nights of the longest stay.
        maxRange={w.maxNights + 1}
        rangePrompt={`最多选择 ${w.maxNights} 天`}
        value={[toDate(stay.check_in), toDate(stay.check_out)]}
        bottomInfoRender={bottomInfo}
        onClose={() => setOpen(false)}
        onConfirm={(value) => {
          const [start, end] = value as Date[];
          setOpen(false);
          onChange({ check_in: fromDate(start), check_out: fromDate(end) });
        }}
      />
    </>
  );
}
