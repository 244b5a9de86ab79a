import { DatePicker } from 'antd';
import type { DatePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import type { Dayjs } from 'dayjs';
import { useTimeZone } from './useTimeZone';
import { fromWallClock, toWallClock } from './zoneTime';

type Controlled<P, V> = Omit<P, 'value' | 'onChange'> & { value?: V | null; onChange?: (value: V | null) => void };
type Range = [Dayjs | null, Dayjs | null];

const SHOW_TIME = { format: 'HH:mm' };
const FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * The console's date-and-time picker: its value is the instant, shown and picked on the meeting's clock (antd's
 * picker knows only the browser's zone). "此刻" is left out: it would be the browser's clock read as the meeting's.
 */
export function ZonedDatePicker({ value, onChange, ...props }: Controlled<DatePickerProps, Dayjs>) {
  const zone = useTimeZone();
  return (
    <DatePicker
      showTime={SHOW_TIME}
      format={FORMAT}
      showNow={false}
      {...props}
      value={value && toWallClock(value, zone)}
      onChange={(wall) => onChange?.(wall && fromWallClock(wall, zone))}
    />
  );
}

/** A start and an end, the same way. */
export function ZonedRangePicker({ value, onChange, ...props }: Controlled<RangePickerProps, Range>) {
  const zone = useTimeZone();
  const convert = (range: Range | null, to: (d: Dayjs, zone: string) => Dayjs): Range | null =>
    range && [range[0] && to(range[0], zone), range[1] && to(range[1], zone)];
  return (
    <DatePicker.RangePicker
      showTime={SHOW_TIME}
      format={FORMAT}
      {...props}
      value={convert(value ?? null, toWallClock)}
      onChange={(wall) => onChange?.(convert(wall as Range | null, fromWallClock))}
    />
  );
}
