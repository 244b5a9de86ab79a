import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { Search } from 'react-vant/es/search';
import Scan from '@react-vant/icons/es/Scan';
import { FixedBar, PagedListView, PageLayout, RequireLogin, Tabs, useNavigate, useParams } from '@conf/shared';
import type { AttendeeState } from '../api/verifyingUsers';
import { AttendeeLists } from '../stores/attendeeLists';
import { AttendeeRow } from '../components/AttendeeRow';
import styles from './AttendeesPage.module.css';

const TITLE = '核销名单';

const Attendees = observer(function Attendees({ meetingId }: { meetingId: number }) {
  const navigate = useNavigate();
  const [lists] = useState(() => new AttendeeLists(meetingId));
  const [keyword, setKeyword] = useState('');
  const counts = lists.counts;
  const tab = (state: AttendeeState, label: string, n?: number) => (
    <Tabs.TabPane key={state} name={state} title={n === undefined ? label : `${label} ${n}`} />
  );
  return (
    <PageLayout title={lists.meeting?.title ?? TITLE}>
      <div className={styles.top}>
        {counts && (
          <p className={styles.summary} data-testid="verify-counts">
            已核销 <b>{counts.verified}</b> / 应到 {counts.total} 人
          </p>
        )}
        <Search
          value={keyword}
          onChange={setKeyword}
          onSearch={lists.search}
          onClear={() => lists.search('')}
          placeholder="搜索姓名或手机号"
          shape="round"
        />
        <Tabs label="核销状态" active={lists.state} onChange={(name) => lists.setState(name as AttendeeState)}>
          {tab('verified', '已核销', counts?.verified)}
          {tab('pending', '未到场', counts?.pending)}
        </Tabs>
      </div>
      <div className={styles.list}>
        <PagedListView
          list={lists.list}
          emptyText={lists.keyword ? '没有找到匹配的参会人' : lists.state === 'verified' ? '还没有人核销入场' : '应到人员均已到场'}
          renderItem={(a) => <AttendeeRow key={a.id} a={a} />}
        />
      </div>
      <FixedBar>
        <Button type="primary" block round icon={<Scan />} onClick={() => navigate(`/verify/${meetingId}/scan`)}>
          扫码核销
        </Button>
      </FixedBar>
    </PageLayout>
  );
});

/** /verify/{meetingId}: who has checked in (when, on which device) and who is still expected. */
export default function AttendeesPage() {
  const id = Number(useParams().meetingId);
  return <RequireLogin title={TITLE}>{Number.isInteger(id) && id > 0 ? <Attendees meetingId={id} /> : null}</RequireLogin>;
}
