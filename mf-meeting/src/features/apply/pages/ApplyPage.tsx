import { Suspense, useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { EmptyState, LoadingSkeleton, PageLayout, RequireLogin, lazyPage, useNavigate } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { ApplyStore } from '../stores/applyStore';
import { loadApplyFormView } from '../components/loadApplyFormView';
import { APPLY_TITLE } from '../titles';
import styles from './ApplyPage.module.css';

const ApplyFormView = lazyPage(loadApplyFormView);

const Apply = observer(function Apply({ meetingId }: { meetingId: number }) {
  const store = useMemo(() => new ApplyStore(meetingId), [meetingId]);
  const navigate = useNavigate();
  useEffect(() => () => store.dispose(), [store]);
  return (
    <LoadableView item={store.form} skeletonRows={4}>
      {(data) =>
        data.apply_status === 'open' ? (
          <Suspense fallback={<LoadingSkeleton rows={4} />}>
            <ApplyFormView store={store} data={data} />
          </Suspense>
        ) : (
          // Closed, ended, sold out or not yet open: the reason instead of the form.
          <EmptyState description={data.apply_status_text}>
            <div className={styles.closed}>
              <p>{data.meeting.title}</p>
              <Button round type="primary" size="small" style={{ width: 140 }} onClick={() => navigate(`/meeting/home/${meetingId}`)}>
                返回会议主页
              </Button>
            </div>
          </EmptyState>
        )
      }
    </LoadableView>
  );
});

/** /meeting/apply/{id}: sign up for a meeting (login required). */
export default function ApplyPage() {
  const meetingId = useQueryId('id');
  return (
    <RequireLogin title={APPLY_TITLE}>
      <PageLayout title={APPLY_TITLE}>{meetingId ? <Apply meetingId={meetingId} /> : <EmptyState description="会议不存在" />}</PageLayout>
    </RequireLogin>
  );
}
