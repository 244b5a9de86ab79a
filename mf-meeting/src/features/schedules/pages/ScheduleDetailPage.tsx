import { useMemo } from 'react';
import ClockO from '@react-vant/icons/es/ClockO';
import LocationO from '@react-vant/icons/es/LocationO';
import UserO from '@react-vant/icons/es/UserO';
import { Loadable, NotFoundPage, PageLayout, formatTime, Link, useLocation } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { RichText } from '../../../common/components/RichText';
import { SectionCard } from '../../../common/components/SectionCard';
import { WechatShareCard } from '../../../common/components/WechatShareCard';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { ExpertCard } from '../../experts';
import { getSchedule, type ScheduleDetails } from '../api/schedules';
import styles from './ScheduleDetailPage.module.css';

function Session({ s }: { s: ScheduleDetails }) {
  return (
    <>
      <WechatShareCard
        title={`${s.title} | ${s.meeting_title}`}
        desc={[formatTime(s.start_at, 'M月D日 HH:mm'), s.hall, s.host && `主持人：${s.host}`].filter(Boolean).join(' · ')}
      />
      <section className={styles.head}>
        <Link to={`/meeting/home/${s.meeting_id}`} className={styles.meeting}>
          {s.meeting_title}
        </Link>
        <h1 className={styles.title}>{s.title}</h1>
        <p className={styles.row}>
          <ClockO /> {formatTime(s.start_at, 'YYYY年M月D日 ddd HH:mm')}-{formatTime(s.end_at, 'HH:mm')}
        </p>
        {s.hall && (
          <p className={styles.row}>
            <LocationO /> {s.hall}
          </p>
        )}
        {s.host && (
          <p className={styles.row}>
            <UserO /> 主持人：{s.host}
          </p>
        )}
      </section>
      {s.content && (
        <SectionCard title="日程说明">
          <RichText html={s.content} />
        </SectionCard>
      )}
      {s.speakers.length > 0 && (
        <div className={styles.speakers}>
          <h2 className={styles.speakersTitle}>演讲嘉宾</h2>
          {s.speakers.map((sp) => (
            <ExpertCard key={sp.id} expert={sp} meetingId={s.meeting_id} note={sp.topic && `演讲主题：${sp.topic}`} />
          ))}
        </div>
      )}
    </>
  );
}

/** /meeting/schedule/detail?id=: a session, its speakers linked to their expert pages. */
export default function ScheduleDetailPage() {
  const id = useQueryId();
  const { pathname } = useLocation();
  const session = useMemo(() => (id ? new Loadable(() => getSchedule(id)) : null), [id]);
  if (!session) return <NotFoundPage path={pathname} />;
  return (
    <PageLayout title="日程详情">
      <LoadableView item={session} skeletonRows={4}>
        {(s) => <Session s={s} />}
      </LoadableView>
    </PageLayout>
  );
}
