import { useTimeZone } from '../../../app/useTimeZone';
import { onZoneClock, zoneLabel } from '../../../app/zoneTime';

/** A session's day, on the meeting's clock. */
export function SessionDay({ start }: { start: string }) {
  return <>{onZoneClock(start, useTimeZone(), 'YYYY-MM-DD')}</>;
}

/** A session's hours, on the meeting's clock and named when that is not Beijing time. */
export function SessionHours({ start, end }: { start: string; end: string }) {
  const zone = useTimeZone();
  return <>{`${onZoneClock(start, zone, 'HH:mm')}–${onZoneClock(end, zone, 'HH:mm')}${zoneLabel(zone)}`}</>;
}
