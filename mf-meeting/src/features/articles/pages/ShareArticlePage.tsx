import { useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { EmptyState, Loadable, configStore, Link, useWechatShare } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { getArticle } from '../api/articles';
import { ArticleView } from '../components/ArticleView';
import styles from './ShareArticlePage.module.css';

/** /share/article?id=: an article as shared outside the app, readable without the app's bars. */
export default observer(function ShareArticlePage() {
  const id = useQueryId();
  const article = useMemo(() => (id ? new Loadable(() => getArticle(id)) : null), [id]);
  const site = configStore.config.site_name || '会议酒店';
  useEffect(() => {
    if (article?.data) document.title = article.data.title;
  }, [article?.data]);
  const shared = article?.data;
  useWechatShare(shared ? { title: shared.title, desc: shared.summary || site, imgUrl: shared.cover || undefined } : undefined);
  return (
    <div className={styles.page}>
      <header className={styles.brand}>{site}</header>
      {article ? (
        <LoadableView item={article} skeletonRows={5}>
          {(a) => <ArticleView article={a} />}
        </LoadableView>
      ) : (
        <EmptyState description="链接不完整，找不到这篇文章" />
      )}
      <footer className={styles.footer}>
        <Link to="/" className={styles.open}>
          打开{site}，查看更多会议与资讯
        </Link>
      </footer>
    </div>
  );
});
