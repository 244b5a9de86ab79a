import { useMemo } from 'react';
import { PageLayout, PagedList, PagedListView, useSearchParams } from '@conf/shared';
import { SearchEntry } from '../../../common/components/SearchEntry';
import { MeetingCard } from '../components/MeetingCard';
import { getMeetings } from '../api/meetings';

/** /meeting/search/result?keyword=: the meetings matching a search. */
export default function MeetingSearchResultPage() {
  const keyword = useSearchParams()[0].get('keyword') ?? '';
  const list = useMemo(() => new PagedList((page) => getMeetings({ page, keyword })), [keyword]);
  return (
    <PageLayout title="搜索结果">
      <SearchEntry to="/meeting/search" placeholder="搜索会议" value={keyword} />
      <PagedListView
        list={list}
        emptyText={`没有找到与“${keyword}”相关的会议`}
        renderItem={(m) => <MeetingCard key={m.id} meeting={m} />}
      />
    </PageLayout>
  );
}
