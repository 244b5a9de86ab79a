import { observer } from 'mobx-react-lite';
import { AsyncContent, type Loadable } from '@conf/shared';
import type { TextPage } from '../api/textPages';
import styles from './TextArticle.module.css';

/** A server-kept rich text, with skeleton, error and empty states. */
export const TextArticle = observer(function TextArticle({ page }: { page: Loadable<TextPage> }) {
  const text = page.data;
  return (
    <AsyncContent
      loading={!text}
      error={page.error}
      refused={page.refused}
      onRetry={page.load}
      empty={text?.content === ''}
      emptyText="暂无内容"
      skeletonRows={4}
    >
      {/* Server-sanitised HTML only: the server cleans these texts when they are written (admin CLI, demo data)
          and again when it serves them. */}
      <article className={styles.article} dangerouslySetInnerHTML={{ __html: text?.content ?? '' }} />
    </AsyncContent>
  );
});
