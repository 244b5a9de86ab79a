import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import Search from '@react-vant/icons/es/Search';
import { PageLayout, PagedListView, Tabs, useNavigate } from '@conf/shared';
import { MeetingCard } from '../components/MeetingCard';
import { MEETING_TABS, MeetingListStore, type MeetingTab } from '../stores/MeetingListStore';

const EMPTY: Record<MeetingTab, string> = {
  all: '暂无会议',
  upcoming: '暂无即将召开的会议',
  ongoing: '暂无进行中的会议',
  ended: '暂无已结束的会议',
};

/** /meetingList (a tab-bar page): meetings by status, with pull-to-refresh and infinite loading. */
export default observer(function MeetingListPage() {
  const [store] = useState(() => new MeetingListStore());
  const navigate = useNavigate();
  return (
    <PageLayout title="会议" root right={<Search fontSize={20} aria-label="搜索会议" onClick={() => navigate('/meeting/search')} />}>
      <Tabs
        label="会议状态"
        active={store.active}
        onChange={(name) => store.setActive(name as MeetingTab)}
        sticky
        offsetTop={46}
        lazyRender
      >
        {MEETING_TABS.map((tab) => (
          <Tabs.TabPane key={tab.key} name={tab.key} title={tab.title}>
            <PagedListView
              list={store.list(tab.key)}
              emptyText={EMPTY[tab.key]}
              renderItem={(m) => <MeetingCard key={m.id} meeting={m} />}
            />
          </Tabs.TabPane>
        ))}
      </Tabs>
    </PageLayout>
  );
});
