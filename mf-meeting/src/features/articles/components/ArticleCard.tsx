import { formatTime, Link } from '@conf/shared';
import { LazyImage } from '../../../common/components/LazyImage';
import type { ArticleSummary } from '../api/articles';
import styles from './ArticleCard.module.css';

/** An article in a list: title, category or meeting, date and views beside a cover thumbnail. */
export function ArticleCard({ article, to }: { article: ArticleSummary; to: string }) {
  return (
    <Link to={to} className={styles.card} data-testid="article-card">
      <div className={styles.text}>
        <h3 className={styles.title}>{article.title}</h3>
        <p className={styles.meta}>
          {article.cat_name && <span className={styles.cat}>{article.cat_name}</span>}
          <span>{formatTime(article.published_at, 'M月D日')}</span>
          <span>{article.views} 阅读</span>
        </p>
      </div>
      <LazyImage src={article.cover} alt="" className={styles.cover} />
    </Link>
  );
}
