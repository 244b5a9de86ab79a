import { formatDateRange } from '@conf/shared';
import { WechatShareCard } from '../../../common/components/WechatShareCard';
import type { MeetingSummary } from '../api/meetings';

/** A meeting page's card when it is shared inside WeChat: its title, dates and place, and its cover. */
export function MeetingShare({ meeting }: { meeting: MeetingSummary }) {
  const place = [meeting.city, meeting.venue].filter(Boolean).join(' ');
  return (
    <WechatShareCard
      title={meeting.title}
      desc={[formatDateRange(meeting.start_at, meeting.end_at), place].filter(Boolean).join(' · ')}
      imgUrl={meeting.cover}
    />
  );
}
