import { Suspense } from 'react';
import { lazyPage } from '@conf/shared';
import { needsTicket, type TicketRule } from '../format';

// Fetched only when it applies: most people booking a meeting's hotel hold a ticket already.
const TicketNotice = lazyPage(() => import('./TicketNotice'));

/** The notice that booking this hotel needs a meeting ticket, with the way to buy one, when the user has none. */
export function TicketNoticeIfNeeded({ rule, meetingId }: { rule: TicketRule; meetingId: number }) {
  if (!needsTicket(rule)) return null;
  return (
    <Suspense fallback={null}>
      <TicketNotice meetingId={meetingId} />
    </Suspense>
  );
}
