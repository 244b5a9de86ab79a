import { useMemo } from 'react';
import { Loadable } from '@conf/shared';
import { LoadableView } from '../../../../common/components/LoadableView';
import { SectionCard } from '../../../../common/components/SectionCard';
import { MeetingRow, getMeetings } from '../../../meetings';

/** The first meetings (ongoing, then upcoming), with a link to the whole list. */
export function MeetingsBlock({ title = '近期会议', limit = 3 }: { title?: string; limit?: number }) {
  const meetings = useMemo(() => new Loadable(() => getMeetings({ page: 1, limit })), [limit]);
  return (
    <SectionCard title={title} more={{ to: '/meetingList', label: '全部会议' }}>
      <LoadableView item={meetings} skeletonRows={limit} isEmpty={(p) => p.data.length === 0} emptyText="暂无会议">
        {(p) => p.data.map((m) => <MeetingRow key={m.id} meeting={m} />)}
      </LoadableView>
    </SectionCard>
  );
}
