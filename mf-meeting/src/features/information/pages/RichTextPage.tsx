import { useMemo } from 'react';
import { Loadable, PageLayout, EmptyState, useSearchParams } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { RichText } from '../../../common/components/RichText';
import { sanitizedByServer } from '../api/richText';
import styles from './information.module.css';

/**
 * /meeting/information/detail?name=&content=: an Editor entry's rich text (default title 图文详情).
 * The content comes in the URL, where anyone can write anything, so it is shown as the server
 * sanitised it, never as it came.
 */
export default function RichTextPage() {
  const [params] = useSearchParams();
  const title = params.get('name') || '图文详情';
  const content = params.get('content') ?? '';
  const text = useMemo(() => (content.trim() ? new Loadable(() => sanitizedByServer(content)) : null), [content]);
  return (
    <PageLayout title={title}>
      {text ? (
        <LoadableView item={text} skeletonRows={4} isEmpty={(html) => !html} emptyText="暂无内容">
          {(html) => (
            <article className={styles.paper}>
              <RichText html={html} />
            </article>
          )}
        </LoadableView>
      ) : (
        <EmptyState description="暂无内容" />
      )}
    </PageLayout>
  );
}
