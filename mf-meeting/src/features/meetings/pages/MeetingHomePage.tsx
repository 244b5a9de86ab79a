import { useMemo } from 'react';
import Arrow from '@react-vant/icons/es/Arrow';
import { NotFoundPage, PageLayout, Link, useLocation, PageDescription } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { SectionCard } from '../../../common/components/SectionCard';
import { RichText } from '../../../common/components/RichText';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { MeetingHero } from '../components/MeetingHero';
import { LinkEntryGrid } from '../components/LinkEntryGrid';
import { ApplyBar } from '../components/ApplyBar';
import { MeetingShare } from '../components/MeetingShare';
import { MeetingHomeStore } from '../stores/MeetingHomeStore';
import { meetingSummary } from '../api/meetings';
import styles from './MeetingHomePage.module.css';

function Entries({ store }: { store: MeetingHomeStore }) {
  return (
    <LoadableView item={store.pageData} skeletonRows={2} isEmpty={(p) => p.entries.length === 0} emptyText="暂无会议服务">
      {({ entries }) => {
        const fixed = entries.filter((e) => e.type === 'Fixed');
        const more = entries.filter((e) => e.type !== 'Fixed');
        return (
          <>
            {fixed.length > 0 && (
              <SectionCard title="会议服务">
                <LinkEntryGrid entries={fixed} meetingId={store.meetingId} />
              </SectionCard>
            )}
            {more.length > 0 && (
              <SectionCard title="更多服务">
                <LinkEntryGrid entries={more} meetingId={store.meetingId} />
              </SectionCard>
            )}
          </>
        );
      }}
    </LoadableView>
  );
}

/** /meeting/home/{id}: the meeting's picture, title, dates and place, its link entries and introduction. */
export default function MeetingHomePage() {
  const id = useQueryId('id');
  const { pathname } = useLocation();
  const store = useMemo(() => (id ? new MeetingHomeStore(id) : null), [id]);
  if (!store) return <NotFoundPage path={pathname} />;
  return (
    <PageLayout title="会议主页">
      <div className={styles.page}>
        <LoadableView item={store.details} skeletonRows={4}>
          {(meeting) => (
            <>
              <PageDescription text={meetingSummary(meeting)} />
              <MeetingShare meeting={meeting} />
              <MeetingHero meeting={meeting}>
                <Link to={`/meeting/info/${meeting.id}`} className={styles.infoLink}>
                  会议详情、时间节点与缴费信息
                  <Arrow />
                </Link>
              </MeetingHero>
              <Entries store={store} />
              {/* Below the entries only once they are known: shown earlier, it was pushed off the screen when they came. */}
              {meeting.brief_introduction && (store.pageData.data !== undefined || store.pageData.error !== null) && (
                <SectionCard title="会议简介" more={{ to: `/meeting/information/introduction?id=${meeting.id}`, label: '查看全文' }}>
                  <RichText html={meeting.brief_introduction} className={styles.brief} />
                </SectionCard>
              )}
              <ApplyBar store={store} meetingId={meeting.id} meetingStatus={meeting.status} />
            </>
          )}
        </LoadableView>
      </div>
    </PageLayout>
  );
}
