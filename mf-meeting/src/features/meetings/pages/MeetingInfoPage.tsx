import { useMemo } from 'react';
import { EmptyState, NotFoundPage, PageLayout, formatDateRange, useLocation, PageDescription } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { MeetingShare } from '../components/MeetingShare';
import { SectionCard } from '../../../common/components/SectionCard';
import { InfoList } from '../../../common/components/InfoList';
import { RichText } from '../../../common/components/RichText';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { MeetingInfoStore } from '../stores/MeetingHomeStore';
import { meetingSummary } from '../api/meetings';
import { Timeline } from '../components/Timeline';

/** /meeting/info/{id}: the meeting's details, brief introduction, timeline and pay information. */
export default function MeetingInfoPage() {
  const id = useQueryId('id');
  const { pathname } = useLocation();
  const store = useMemo(() => (id ? new MeetingInfoStore(id) : null), [id]);
  if (!store) return <NotFoundPage path={pathname} />;
  return (
    <PageLayout title="会议详情">
      <LoadableView item={store.details} skeletonRows={3}>
        {(m) => (
          <>
            <PageDescription text={meetingSummary(m)} />
            <MeetingShare meeting={m} />
            <SectionCard title={m.title}>
              <InfoList
                rows={[
                  ['会议时间', formatDateRange(m.start_at, m.end_at)],
                  ['会议地点', [m.province === m.city ? '' : m.province, m.city, m.venue].filter(Boolean).join(' ')],
                  ['详细地址', m.address],
                  ['主办单位', m.organizer],
                  ['会务电话', m.phone && <a href={`tel:${m.phone}`}>{m.phone}</a>],
                ]}
              />
            </SectionCard>
            <SectionCard title="会议简介">
              {m.brief_introduction ? <RichText html={m.brief_introduction} /> : <EmptyState description="暂无简介" />}
            </SectionCard>
            {/* Inside the details: a meeting that does not exist shows one error, not one per section. */}
            <SectionCard title="重要时间节点">
              <LoadableView item={store.timeline} skeletonRows={1} isEmpty={(t) => t.timeline.length === 0} emptyText="暂无时间节点">
                {(t) => <Timeline items={t.timeline} />}
              </LoadableView>
            </SectionCard>
            <SectionCard title="缴费信息">
              <LoadableView item={store.payment} skeletonRows={1} isEmpty={(p) => !p.pay_information} emptyText="暂无缴费信息">
                {(p) => <RichText html={p.pay_information} />}
              </LoadableView>
            </SectionCard>
          </>
        )}
      </LoadableView>
    </PageLayout>
  );
}
