import { useSearchParams } from 'react-router-dom';
import { PageLayout, EmptyState } from '@conf/shared';
import { RichText } from '../../../common/components/RichText';
import styles from './information.module.css';

/**
 * /meeting/information/detail?name=&content=: an Editor entry's rich text (default title 图文详情).
 * The content comes in the URL, so it is sanitised here before it is shown.
 */
export default function RichTextPage() {
  const [params] = useSearchParams();
  const title = params.get('name') || '图文详情';
  const content = params.get('content') ?? '';
  return (
    <PageLayout title={title}>
      {content.trim() ? (
        <article className={styles.paper}>
          <RichText html={content} />
        </article>
      ) : (
        <EmptyState description="暂无内容" />
      )}
    </PageLayout>
  );
}
