import { AsyncContent } from '@conf/shared';
import type { TextPage } from '../api/textPages';
import styles from './TextArticle.module.css';

interface TextArticleProps {
  text: TextPage | null;
  error: string | null;
  onRetry: () => void;
}

/** A server-kept rich text, with skeleton, error and empty states. */
export function TextArticle({ text, error, onRetry }: TextArticleProps) {
  return (
    <AsyncContent loading={!text} error={error} onRetry={onRetry} empty={text?.content === ''} emptyText="暂无内容" skeletonRows={4}>
      {/* Texts are written by organisers through the admin tools and sanitised on the server. */}
      <article className={styles.article} dangerouslySetInnerHTML={{ __html: text?.content ?? '' }} />
    </AsyncContent>
  );
}
