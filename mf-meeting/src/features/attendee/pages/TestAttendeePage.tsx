import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Loadable, PageLayout, RequireLogin, sessionStore } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { SectionCard } from '../../../common/components/SectionCard';
import { InfoList } from '../../../common/components/InfoList';
import { getMyApplyers } from '../api/applyers';
import styles from './TestAttendeePage.module.css';

const masked = (mobile = '') => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

const Records = observer(function Records() {
  const records = useMemo(() => new Loadable(getMyApplyers), []);
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
        <LoadableView item={records} skeletonRows={2} isEmpty={(list) => list.length === 0} emptyText="暂无参会人记录">
          {(list) =>
            list.map((a) => (
              <div key={a.id} className={styles.record} data-testid="applyer">
                <strong>{a.name ?? `参会人 #${a.id}`}</strong>
                <span>{[masked(a.mobile), a.company, a.position].filter(Boolean).join(' · ')}</span>
                {(a.meeting_title || a.status_text) && <span>{[a.meeting_title, a.status_text].filter(Boolean).join(' · ')}</span>}
              </div>
            ))
          }
        </LoadableView>
      </SectionCard>
    </PageLayout>
  );
});

/** /test-attendee: the attendee records the logged-in user holds, for organisers checking a registration. */
export default function TestAttendeePage() {
  return (
    <RequireLogin title="参会人核对">
      <Records />
    </RequireLogin>
  );
}
