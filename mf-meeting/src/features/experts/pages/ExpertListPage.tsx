import { NotFoundPage, PageLayout, PagedListView, useLocation } from '@conf/shared';
import { SearchEntry } from '../../../common/components/SearchEntry';
import { useScopedList } from '../../../common/hooks/useScopedList';
import { getMeetingExperts } from '../api/experts';
import { ExpertCard } from '../components/ExpertCard';

/**
 * /meeting/expert/home?id= (all the meeting's experts) and /meeting/expert/result?id=&keyword= (a search's
 * results): the same list, filtered or not.
 */
export default function ExpertListPage({ results = false }: { results?: boolean }) {
  const { id, keyword, list } = useScopedList(getMeetingExperts, results);
  const { pathname } = useLocation();
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
