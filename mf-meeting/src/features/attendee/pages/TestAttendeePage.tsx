import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Tag } from 'react-vant/es/tag';
import { PageLayout, PagedList, PagedListView, RequireLogin, formatTime, sessionStore, Link } from '@conf/shared';
import { SectionCard } from '../../../common/components/SectionCard';
import { InfoList } from '../../../common/components/InfoList';
import { getMyApplyers, type Applyer } from '../api/applyers';
import styles from './TestAttendeePage.module.css';

const masked = (mobile = '') => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
const LIVE = ['paid', 'refunding'];

function Row({ a }: { a: Applyer }) {
  return (
    <div className={styles.record} data-testid="applyer">
      <div className={styles.head}>
        <strong>{a.name}</strong>
        <Tag plain type={LIVE.includes(a.status) ? 'primary' : 'default'}>
          {a.status_text}
        </Tag>
      </div>
      <span>{[masked(a.mobile), a.company, a.position].filter(Boolean).join(' · ')}</span>
      <Link to={`/meeting/home/${a.meeting_id}`} className={styles.meeting}>
        {a.meeting_title}
      </Link>
      <span>
        {a.ticket_name} · {formatTime(a.start_at, 'YYYY年M月D日')} 开幕
      </span>
    </div>
  );
}

const Records = observer(function Records() {
  const records = useMemo(() => new PagedList(getMyApplyers), []);
  const user = sessionStore.user;
  return (
    <PageLayout title="参会人核对">
      <SectionCard title="当前账号">
        <InfoList
          rows={[
            ['昵称', user?.nickname || user?.username || '—'],
            ['手机号', masked(user?.mobile) || '—'],
          ]}
        />
      </SectionCard>
      <SectionCard title="参会人记录">
        <PagedListView list={records} skeletonRows={2} emptyText="暂无参会人记录" renderItem={(a) => <Row key={a.id} a={a} />} />
      </SectionCard>
    </PageLayout>
  );
});

/** /test-attendee: everyone the logged-in user signed up, with meeting, ticket and order state. */
export default function TestAttendeePage() {
  return (
    <RequireLogin title="参会人核对">
      <Records />
    </RequireLogin>
  );
}
