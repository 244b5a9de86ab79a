import { useTimeZone, useZoneOf } from './useTimeZone';
import { zonedTime } from './zoneTime';

type At = string | null | undefined;

/**
 * A meeting's time as text: on the clock of the page's meeting, or of `meetingId` for a row of a page across
 * meetings (finance, audit, an order).
 */
export function useZonedTime(): (at: At, meetingId?: number | null) => string {
  const zone = useTimeZone();
  const zoneOf = useZoneOf();
  return (at, meetingId) => zonedTime(at, meetingId === undefined ? zone : zoneOf(meetingId));
}

/** The same in a table's column defined once, outside any component. */
export function ZonedTime({ at, meetingId }: { at: At; meetingId?: number | null }) {
  return <>{useZonedTime()(at, meetingId)}</>;
}
