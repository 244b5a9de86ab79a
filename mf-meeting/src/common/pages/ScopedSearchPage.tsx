import { NotFoundPage, useLocation } from '@conf/shared';
import type { HistoryKind } from '../stores/searchHistory';
import { SearchPage } from '../components/SearchPage';
import { useQueryId } from '../hooks/useQueryId';

interface ScopedSearchPageProps {
  kind: Exclude<HistoryKind, 'meetings'>;
  title: string;
  placeholder: string;
  /** The results page, e.g. /meeting/expert/result; the meeting id and keyword are added. */
  resultPage: string;
}

/** /meeting/expert/search?id= and /meeting/exhibitor/search?id=: search within one meeting, with that kind's history. */
export default function ScopedSearchPage({ kind, title, placeholder, resultPage }: ScopedSearchPageProps) {
  const id = useQueryId();
  const { pathname } = useLocation();
  if (!id) return <NotFoundPage path={pathname} />;
  return (
    <SearchPage
      kind={kind}
      title={title}
      placeholder={placeholder}
      resultPath={(keyword) => `${resultPage}?id=${id}&keyword=${encodeURIComponent(keyword)}`}
    />
  );
}
