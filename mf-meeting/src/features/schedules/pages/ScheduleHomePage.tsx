import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { NotFoundPage, PageLayout, PagedListView, Tabs, dayjs, useLocation, useSearchParams } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { ScheduleHomeStore } from '../stores/ScheduleHomeStore';
import { ScheduleCard } from '../components/ScheduleCard';

const dayTitle = (date: string) => dayjs(date).format('M月D日 ddd');

const Programme = observer(function Programme({ store }: { store: ScheduleHomeStore }) {
  // The chosen day lives in the address, so going back from a session (or reloading) shows that day again.
  const [params, setParams] = useSearchParams();
  const choose = (day: string) =>
    setParams(
      (current) => {
        current.set('day', day);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <LoadableView item={store.days} skeletonRows={4} isEmpty={(days) => days.length === 0} emptyText="日程尚未发布">
      {(days) => (
        <Tabs
          label="会议日期"
          active={store.activeDay(params.get('day'))}
          onChange={(name) => choose(String(name))}
          sticky
          offsetTop={46}
          lazyRender
        >
          {days.map((d) => (
            <Tabs.TabPane key={d.date} name={d.date} title={dayTitle(d.date)}>
              <PagedListView
                list={store.list(d.date)}
                emptyText="当天暂无日程"
                renderItem={(s) => <ScheduleCard key={s.id} session={s} />}
              />
            </Tabs.TabPane>
          ))}
        </Tabs>
      )}
    </LoadableView>
  );
});

/** /meeting/schedule/home?id=: the meeting's programme, one tab per day. */
export default function ScheduleHomePage() {
  const id = useQueryId();
  const { pathname } = useLocation();
  const store = useMemo(() => (id ? new ScheduleHomeStore(id) : null), [id]);
  if (!store) return <NotFoundPage path={pathname} />;
  return (
    <PageLayout title="会议日程">
      <Programme store={store} />
    </PageLayout>
  );
}
