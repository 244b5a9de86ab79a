import { formatDateRange, useWechatShare } from '@conf/shared';
import type { MeetingSummary } from '../api/meetings';

/** A meeting page's card when it is shared inside WeChat (nothing happens in other browsers). */
export function MeetingShare({ meeting }: { meeting: MeetingSummary }) {
  const place = [meeting.city, meeting.venue].filter(Boolean).join(' ');
  useWechatShare({ title: meeting.title, desc: [formatDateRange(meeting.start_at, meeting.end_at), place].filter(Boolean).join(' · '), imgUrl: meeting.cover });
  return null;
}
