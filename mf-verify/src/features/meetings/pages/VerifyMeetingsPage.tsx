import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { PagedList, PageLayout, PagedListView, RequireLogin } from '@conf/shared';
import { getVerifyMeetings, type VerifyMeeting } from '../api/verifyMeetings';
import { VerifyMeetingCard } from '../components/VerifyMeetingCard';
import styles from './VerifyMeetingsPage.module.css';

const TITLE = '签到核销';

const VerifyMeetings = observer(function VerifyMeetings() {
  const [list] = useState(() => new PagedList<VerifyMeeting>(getVerifyMeetings));
  return (
    <PageLayout title={TITLE}>
      {list.items.length > 0 && <p className={styles.hint}>以下是您负责签到核销的会议</p>}
      <PagedListView list={list} emptyText="暂无分配给您的会议" renderItem={(m) => <VerifyMeetingCard key={m.id} meeting={m} />} />
    </PageLayout>
  );
});

/** /verify: the verifier's meetings with their check-in counts (login required; the server checks the role). */
export default function VerifyMeetingsPage() {
  return (
    <RequireLogin title={TITLE}>
      <VerifyMeetings />
    </RequireLogin>
  );
}
