import { useMemo } from 'react';
import { Loadable, NotFoundPage, PageLayout, useLocation } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { RichText } from '../../../common/components/RichText';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { getMeetingText } from '../../meetings';
import styles from './information.module.css';

/** /meeting/information/introduction?id=: the meeting's full introduction. */
export default function IntroductionPage() {
  const id = useQueryId();
  const { pathname } = useLocation();
  const text = useMemo(() => (id ? new Loadable(() => getMeetingText(id, 'content')) : null), [id]);
  if (!text) return <NotFoundPage path={pathname} />;
  return (
    <PageLayout title="会议介绍">
      <LoadableView item={text} skeletonRows={5} isEmpty={(t) => !t.content} emptyText="暂无会议介绍">
        {(t) => (
          <article className={styles.paper}>
            <h1 className={styles.heading}>{t.title}</h1>
            <RichText html={t.content} />
          </article>
        )}
      </LoadableView>
    </PageLayout>
  );
}
