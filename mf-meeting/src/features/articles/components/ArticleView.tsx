import ClockO from '@react-vant/icons/es/ClockO';
import EyeO from '@react-vant/icons/es/EyeO';
import { formatTime } from '@conf/shared';
import { RichText } from '../../../common/components/RichText';
import type { Article } from '../api/articles';
import styles from './ArticleView.module.css';

/** An article to read: title, byline and the server-sanitised text. */
export function ArticleView({ article }: { article: Article }) {
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.byline}>
        {article.author && <span>{article.author}</span>}
        <span>
          <ClockO /> {formatTime(article.published_at)}
        </span>
        <span>
          <EyeO /> {article.views}
        </span>
      </p>
      {(article.meeting_title || article.cat_name) && <p className={styles.source}>{article.meeting_title ?? article.cat_name}</p>}
      <RichText html={article.content} />
    </article>
  );
}
