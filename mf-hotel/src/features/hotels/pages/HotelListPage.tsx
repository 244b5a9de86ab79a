import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { NotFoundPage, PageLayout, PagedListView, RequireLogin, useLocation } from '@conf/shared';
import { HotelListStore } from '../stores/HotelListStore';
import { HotelCard } from '../components/HotelCard';
import { MeetingBanner } from '../components/MeetingBanner';
import { useIdParam } from '../useIdParam';

const TITLE = '会议酒店';

const HotelList = observer(function HotelList({ meetingId }: { meetingId: number }) {
  const [store] = useState(() => new HotelListStore(meetingId));
  return (
    <PageLayout title={TITLE}>
      {store.meeting && <MeetingBanner meeting={store.meeting} />}
      <PagedListView
        list={store.hotels}
        emptyText="该会议暂未提供协议酒店"
        renderItem={(hotel) => <HotelCard key={hotel.id} hotel={hotel} />}
      />
    </PageLayout>
  );
});

/** /hotel/list/{meetingId}: the hotels of a meeting; login required (spec). */
export default function HotelListPage() {
  const meetingId = useIdParam('meetingId');
  const { pathname } = useLocation();
  if (meetingId === null) return <NotFoundPage path={pathname} />;
  return (
    <RequireLogin title={TITLE}>
      {/* keyed: another meeting's hotels are another list */}
      <HotelList key={meetingId} meetingId={meetingId} />
    </RequireLogin>
  );
}
