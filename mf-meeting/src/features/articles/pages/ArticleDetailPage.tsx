import { useMemo } from 'react';
import ShareO from '@react-vant/icons/es/ShareO';
import { Loadable, NotFoundPage, PageLayout, copyText, useLocation } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { WechatShareCard } from '../../../common/components/WechatShareCard';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { getArticle, getMeetingArticle } from '../api/articles';
import { ArticleView } from '../components/ArticleView';

const SOURCES = { news: { fetch: getArticle, title: '资讯详情' }, meeting: { fetch: getMeetingArticle, title: '会议资讯' } };

/** /article/detail/{id} (any article) and /meeting/article/detail/{id} (a meeting's article), with a share link to copy. */
export default function ArticleDetailPage({ source }: { source: keyof typeof SOURCES }) {
  const id = useQueryId('id');
  const { pathname } = useLocation();
  const { fetch, title } = SOURCES[source];
  const article = useMemo(() => (id ? new Loadable(() => fetch(id)) : null), [id, fetch]);
  if (!article || !id) return <NotFoundPage path={pathname} />;
  const share = () => void copyText(`${window.location.origin}/share/article?id=${id}`);
  return (
    <PageLayout title={title} right={<ShareO fontSize={20} aria-label="复制分享链接" onClick={share} />}>
      <LoadableView item={article} skeletonRows={5}>
        {(a) => (
          <>
            {/* Friends open the share page, which reads without the app's bars, as the copied link does. */}
            <WechatShareCard title={a.title} desc={a.summary || undefined} imgUrl={a.cover || undefined} link={`/share/article?id=${id}`} />
            <ArticleView article={a} />
          </>
        )}
      </LoadableView>
    </PageLayout>
  );
}
