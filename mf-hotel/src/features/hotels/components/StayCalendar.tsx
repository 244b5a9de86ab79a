import { Calendar, type CalendarDayItem } from 'react-vant/es/calendar';
import type { Stay } from '../api/hotels';
import { addDays, type StayWindow } from '@conf/contract';
import { fromDate, toDate } from '../format';

interface Props {
  stay: Stay;
  window: StayWindow;
  visible: boolean;
  onClose: () => void;
  onConfirm: (stay: Stay) => void;
  nightInfo?: (night: string) => string;
}

/** The range calendar of StayPicker, limited to the window; a chunk of its own, fetched at the first tap. */
export default function StayCalendar({ stay, window: w, visible, onClose, onConfirm, nightInfo }: Props) {
  const bottomInfo = (day: CalendarDayItem) => {
    if (day.type === 'start') return '入住';
    if (day.type === 'end') return '离店';
    if (day.type === 'start-end') return '入住/离店';
    const night = day.date ? fromDate(day.date) : '';
    // Only nights that can still be booked: a past night's price would only distract.
    return nightInfo && night >= w.first && night <= w.last ? nightInfo(night) : '';
  };
  return (
    <Calendar
      poppable
      visible={visible}
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
      onClose={onClose}
      onConfirm={(value) => {
        const [start, end] = value as Date[];
        onConfirm({ check_in: fromDate(start), check_out: fromDate(end) });
      }}
    />
  );
}
