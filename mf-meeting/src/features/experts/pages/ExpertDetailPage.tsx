import { useMemo } from 'react';
import { Loadable, NotFoundPage, PageLayout, formatDateRange, formatTime, Link, useLocation } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { LazyImage } from '../../../common/components/LazyImage';
import { RichText } from '../../../common/components/RichText';
import { SectionCard } from '../../../common/components/SectionCard';
import { WechatShareCard } from '../../../common/components/WechatShareCard';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { getExpert, type ExpertDetails } from '../api/experts';
import styles from './ExpertDetailPage.module.css';

function Profile({ expert, meetingId }: { expert: ExpertDetails; meetingId: number | null }) {
  return (
    <>
      <WechatShareCard
        title={`${expert.name} | 专家嘉宾`}
        desc={[expert.title, expert.organization].filter(Boolean).join(' · ')}
        imgUrl={expert.avatar || undefined}
      />
      <header className={styles.header}>
        {/* The heading beside it names it: the picture is decoration to a screen reader. */}
        <LazyImage src={expert.avatar} alt="" className={styles.avatar} />
        <div>
          <h1 className={styles.name}>{expert.name}</h1>
          <p className={styles.title}>{expert.title}</p>
          <p className={styles.org}>{expert.organization}</p>
        </div>
      </header>
      <SectionCard title="个人简介">
        {expert.introduction ? <RichText html={expert.introduction} /> : <p className={styles.none}>暂无简介</p>}
      </SectionCard>
      <SectionCard title={meetingId ? '本次会议日程' : '演讲日程'}>
        {expert.schedules.length === 0 ? (
          <p className={styles.none}>暂无日程安排</p>
        ) : (
          expert.schedules.map((s) => (
            <Link key={s.id} to={`/meeting/schedule/detail?id=${s.id}`} className={styles.session}>
              <time className={styles.when}>
                {formatTime(s.start_at, 'M月D日 HH:mm')}-{formatTime(s.end_at, 'HH:mm')} · {s.hall}
              </time>
              <strong className={styles.sessionTitle}>{s.title}</strong>
              {s.topic && <span className={styles.topic}>演讲主题：{s.topic}</span>}
            </Link>
          ))
        )}
      </SectionCard>
      {expert.meetings.length > 0 && (
        <SectionCard title="参与会议">
          {expert.meetings.map((m) => (
            <Link key={m.id} to={`/meeting/home/${m.id}`} className={styles.session}>
              <strong className={styles.sessionTitle}>{m.title}</strong>
              <time className={styles.when}>
                {formatDateRange(m.start_at, m.end_at)}
                {m.role && ` · ${m.role}`}
              </time>
            </Link>
          ))}
        </SectionCard>
      )}
    </>
  );
}

/** /meeting/expert/detail?id=&meeting_id=: an expert's profile, sessions (at that meeting) and meetings. */
export default function ExpertDetailPage() {
  const id = useQueryId();
  const meetingId = useQueryId(undefined, 'meeting_id');
  const { pathname } = useLocation();
  const expert = useMemo(() => (id ? new Loadable(() => getExpert(id, meetingId)) : null), [id, meetingId]);
  if (!expert) return <NotFoundPage path={pathname} />;
  return (
    <PageLayout title="专家详情">
      <LoadableView item={expert} skeletonRows={4}>
        {(e) => <Profile expert={e} meetingId={meetingId} />}
      </LoadableView>
    </PageLayout>
  );
}
