import { useState } from 'react';
import { NotFoundPage, PageLayout, PagedListView, useLocation, useOnDemand } from '@conf/shared';
import { SearchEntry } from '../../../common/components/SearchEntry';
import { useScopedList } from '../../../common/hooks/useScopedList';
import { getExhibitors, type Exhibitor } from '../api/exhibitors';
import { ExhibitorCard } from '../components/ExhibitorCard';

/**
 * The details sheet, fetched as a finger first touches a card (its Popup with react-transition-group and the
 * Overlay, 5.3 KiB gzip): the list's first screen draws none, and shows without it.
 */
const loadSheet = () => import('../components/ExhibitorSheet');

/**
 * /meeting/exhibitor/home?id= (all the meeting's exhibitors) and /meeting/exhibitor/result?id=&keyword=
 * (a search's results): the same list, filtered or not; an exhibitor's details open in a sheet.
 */
export default function ExhibitorListPage({ results = false }: { results?: boolean }) {
  const { id, keyword, list } = useScopedList(getExhibitors, results);
  const { pathname } = useLocation();
  const [open, setOpen] = useState<Exhibitor | null>(null);
  const sheet = useOnDemand(loadSheet);
  const Sheet = sheet.Component;
  const show = (x: Exhibitor) => void sheet.open().then((ready) => ready && setOpen(x));
  if (!list || !id) return <NotFoundPage path={pathname} />;
  return (
    <PageLayout title={results ? '搜索结果' : '参展企业'}>
      <SearchEntry to={`/meeting/exhibitor/search?id=${id}`} placeholder="搜索展商名称、展位号或类别" value={keyword} />
      <PagedListView
        list={list}
        emptyText={results ? `没有找到与“${keyword}”相关的展商` : '暂无参展企业'}
        renderItem={(x) => <ExhibitorCard key={x.id} exhibitor={x} onOpen={show} onTouch={sheet.preload} />}
      />
      {Sheet && <Sheet exhibitor={open} onClose={() => setOpen(null)} />}
    </PageLayout>
  );
}
