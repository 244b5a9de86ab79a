import { useMemo } from 'react';
import { NotFoundPage, PageLayout, PagedList, PagedListView, useLocation } from '@conf/shared';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { getDownloads } from '../api/downloads';
import { DownloadItem } from '../components/DownloadItem';

/** /meeting/information/download?id=: the meeting's files, each downloadable. */
export default function DownloadPage() {
  const id = useQueryId();
  const { pathname } = useLocation();
  const list = useMemo(() => (id ? new PagedList((page) => getDownloads(id, page)) : null), [id]);
  if (!list) return <NotFoundPage path={pathname} />;
  return (
    <PageLayout title="资料下载">
      <PagedListView list={list} emptyText="暂无可下载的资料" renderItem={(f) => <DownloadItem key={f.id} file={f} />} />
    </PageLayout>
  );
}
