import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { NotFoundPage, PageLayout, PagedList, PagedListView } from '@conf/shared';
import { SearchEntry } from '../../../common/components/SearchEntry';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { getMeetingExperts } from '../api/experts';
import { ExpertCard } from '../components/ExpertCard';

/**
 * /meeting/expert/home?id= (all the meeting's experts) and /meeting/expert/result?id=&keyword= (a search's
 * results): the same list, filtered or not.
 */
export default function ExpertListPage({ results = false }: { results?: boolean }) {
  const id = useQueryId();
  const [params] = useSearchParams();
  const keyword = results ? (params.get('keyword') ?? '') : '';
  const { pathname } = useLocation();
  const list = useMemo(() => (id ? new PagedList((page) => getMeetingExperts(id, page, keyword)) : null), [id, keyword]);
  if (!list || !id) return <NotFoundPage path={pathname} />;
  return (
    <PageLayout title={results ? '搜索结果' : '专家嘉宾'}>
      <SearchEntry to={`/meeting/expert/search?id=${id}`} placeholder="搜索专家姓名、单位或职称" value={keyword} />
      <PagedListView
        list={list}
        emptyText={results ? `没有找到与“${keyword}”相关的专家` : '暂无专家嘉宾'}
        renderItem={(e) => <ExpertCard key={e.id} expert={e} meetingId={id} />}
      />
    </PageLayout>
  );
}
