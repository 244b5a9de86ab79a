import { BuildBadge, NotFoundPage, lazyPage, Route, Routes } from '@conf/shared';
import { ApplyPage } from './features/apply';
import { ArticleDetailPage, ArticleListPage, ArticleNewsPage, ShareArticlePage } from './features/articles';
import { TestAttendeePage } from './features/attendee';
import { ExhibitorListPage } from './features/exhibitors';
import { ExpertDetailPage, ExpertListPage } from './features/experts';
import { DiyHomePage, HomePage } from './features/home';
import { DownloadPage, IntroductionPage, RichTextPage } from './features/information';
import { MeetingHomePage, MeetingInfoPage, MeetingListPage, MeetingSearchPage, MeetingSearchResultPage } from './features/meetings';
import { ScheduleDetailPage, ScheduleHomePage } from './features/schedules';

const ScopedSearchPage = lazyPage(() => import('./common/pages/ScopedSearchPage'));

/** Pages of mf-meeting, with the absolute paths the shell routes to this remote. */
export default function MeetingRoutes() {
  return (
    <>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/diy/home" element={<DiyHomePage />} />
        <Route path="/meetingList" element={<MeetingListPage />} />
        <Route path="/meeting/search" element={<MeetingSearchPage />} />
        <Route path="/meeting/search/result" element={<MeetingSearchResultPage />} />
        <Route path="/meeting/home/:id" element={<MeetingHomePage />} />
        <Route path="/meeting/info/:id" element={<MeetingInfoPage />} />
        <Route path="/meeting/apply/:id" element={<ApplyPage />} />
        <Route path="/meeting/information/introduction" element={<IntroductionPage />} />
        <Route path="/meeting/information/download" element={<DownloadPage />} />
        <Route path="/meeting/information/detail" element={<RichTextPage />} />
        <Route path="/meeting/expert/home" element={<ExpertListPage />} />
        <Route
          path="/meeting/expert/search"
          element={
            <ScopedSearchPage kind="experts" title="搜索专家" placeholder="搜索专家姓名、单位或职称" resultPage="/meeting/expert/result" />
          }
        />
        <Route path="/meeting/expert/result" element={<ExpertListPage results />} />
        <Route path="/meeting/expert/detail" element={<ExpertDetailPage />} />
        <Route path="/meeting/schedule/home" element={<ScheduleHomePage />} />
        <Route path="/meeting/schedule/detail" element={<ScheduleDetailPage />} />
        <Route path="/meeting/exhibitor/home" element={<ExhibitorListPage />} />
        <Route
          path="/meeting/exhibitor/search"
          element={
            <ScopedSearchPage
              kind="exhibitors"
              title="搜索展商"
              placeholder="搜索展商名称、展位号或类别"
              resultPage="/meeting/exhibitor/result"
            />
          }
        />
        <Route path="/meeting/exhibitor/result" element={<ExhibitorListPage results />} />
        <Route path="/meeting/article/home/:id" element={<ArticleListPage source="meeting" />} />
        <Route path="/meeting/article/home" element={<ArticleListPage source="meeting" />} />
        <Route path="/meeting/article/detail/:id" element={<ArticleDetailPage source="meeting" />} />
        <Route path="/article/meeting" element={<ArticleListPage source="meetings" />} />
        <Route path="/article/news" element={<ArticleNewsPage />} />
        <Route path="/article/detail/:id" element={<ArticleDetailPage source="news" />} />
        <Route path="/share/article" element={<ShareArticlePage />} />
        <Route path="/test-attendee" element={<TestAttendeePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <BuildBadge name="mf-meeting" label={__BUILD_LABEL__} />
    </>
  );
}
