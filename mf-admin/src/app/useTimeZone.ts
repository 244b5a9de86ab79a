import { createContext, useContext } from 'react';
import { TIME_ZONE, useParams } from '@conf/shared';
import { useMe } from '../features/access';

/** Set where a page edits the time zone itself (the meeting's settings): its pickers follow the field. */
export const TimeZoneContext = createContext<string | undefined>(undefined);

/** The zone of each of my meetings by id: Beijing time for none (the platform's own records) or one not mine. */
export function useZoneOf(): (meetingId: number | null | undefined) => string {
  const { me } = useMe();
  return (meetingId) => me.meetings.find((m) => m.id === meetingId)?.time_zone ?? TIME_ZONE;
}

/** The zone the console's times are read and written in: the meeting's of the page, else Beijing time. */
export function useTimeZone(): string {
  const set = useContext(TimeZoneContext);
  const zoneOf = useZoneOf();
  const meetingId = Number(useParams().id);
  return set ?? zoneOf(meetingId);
}
