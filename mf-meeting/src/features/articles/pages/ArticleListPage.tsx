import { useMemo } from 'react';
import { NotFoundPage, PageLayout, PagedList, PagedListView, useLocation } from '@conf/shared';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { getArticles, getMeetingArticles } from '../api/articles';
import { ArticleCard } from '../components/ArticleCard';

const SOURCES = {
  /** /article/meeting: the articles of all meetings. */
  meetings: {
    fetch: (_id: number, page: number) => getArticles({ page, scope: 'meeting' }),
    detail: '/article/detail/',
    empty: '暂无会议资讯',
    needsId: false,
  },
  /** /meeting/article/home/{id} (also ?id=, as link entries give it): one meeting's articles. */
  meeting: { fetch: getMeetingArticles, detail: '/meeting/article/detail/', empty: '该会议暂无资讯', needsId: true },
};

/** A list of meeting articles, of all meetings or of one. */
export default function ArticleListPage({ source }: { source: keyof typeof SOURCES }) {
  const { fetch, detail, empty, needsId } = SOURCES[source];
  const id = useQueryId('id');
  const { pathname } = useLocation();
  const list = useMemo(() => (id || !needsId ? new PagedList((page) => fetch(id ?? 0, page)) : null), [id, needsId, fetch]);
  if (!list) return <NotFoundPage path={pathname} />;
  return (
    <PageLayout title="会议资讯">
      <PagedListView list={list} emptyText={empty} renderItem={(a) => <ArticleCard key={a.id} article={a} to={`${detail}${a.id}`} />} />
    </PageLayout>
  );
}
