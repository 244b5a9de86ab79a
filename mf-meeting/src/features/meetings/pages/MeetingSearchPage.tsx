import { SearchPage } from '../../../common/components/SearchPage';

/** /meeting/search: search all meetings, with the meetings search history. */
export default function MeetingSearchPage() {
  return (
    <SearchPage
      kind="meetings"
      title="搜索会议"
      placeholder="搜索会议名称、城市或场馆"
      resultPath={(keyword) => `/meeting/search/result?keyword=${encodeURIComponent(keyword)}`}
    />
  );
}
