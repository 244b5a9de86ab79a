import { createContext, useContext } from 'react';
import { TIME_ZONE, useParams } from '@conf/shared';
import { useMe } from '../features/access';

/** Set where a page edits the time zone itself (the meeting's settings): its pickers follow the field. */
export const TimeZoneContext = createContext<string | undefined>(undefined);

/** The zone the console's times are read and written in: the meeting's of the page, else Beijing time. */
export function useTimeZone(): string {
  const set = useContext(TimeZoneContext);
  const { me } = useMe();
  const meetingId = Number(useParams().id);
  return set ?? me.meetings.find((m) => m.id === meetingId)?.time_zone ?? TIME_ZONE;
}
