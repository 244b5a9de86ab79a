import { Route, Routes } from 'react-router-dom';
import { BuildBadge, NotFoundPage, lazyPage } from '@conf/shared';

const HomePage = lazyPage(() => import('./features/home/pages/HomePage'));
const DiyHomePage = lazyPage(() => import('./features/home/pages/DiyHomePage'));
const MeetingListPage = lazyPage(() => import('./features/meetings/pages/MeetingListPage'));
const MeetingSearchPage = lazyPage(() => import('./features/meetings/pages/MeetingSearchPage'));
const MeetingSearchResultPage = lazyPage(() => import('./features/meetings/pages/MeetingSearchResultPage'));
const MeetingHomePage = lazyPage(() => import('./features/meetings/pages/MeetingHomePage'));
const MeetingInfoPage = lazyPage(() => import('./features/meetings/pages/MeetingInfoPage'));
const IntroductionPage = lazyPage(() => import('./features/information/pages/IntroductionPage'));
const DownloadPage = lazyPage(() => import('./features/information/pages/DownloadPage'));
const RichTextPage = lazyPage(() => import('./features/information/pages/RichTextPage'));
const ScopedSearchPage = lazyPage(() => import('./common/pages/ScopedSearchPage'));
const ExpertListPage = lazyPage(() => import('./features/experts/pages/ExpertListPage'));
const ExpertDetailPage = lazyPage(() => import('./features/experts/pages/ExpertDetailPage'));
const ScheduleHomePage = lazyPage(() => import('./features/schedules/pages/ScheduleHomePage'));
const ScheduleDetailPage = lazyPage(() => import('./features/schedules/pages/ScheduleDetailPage'));
const ExhibitorListPage = lazyPage(() => import('./features/exhibitors/pages/ExhibitorListPage'));
const ArticleListPage = lazyPage(() => import('./features/articles/pages/ArticleListPage'));
const ArticleNewsPage = lazyPage(() => import('./features/articles/pages/ArticleNewsPage'));
const ArticleDetailPage = lazyPage(() => import('./features/articles/pages/ArticleDetailPage'));
const ShareArticlePage = lazyPage(() => import('./features/articles/pages/ShareArticlePage'));
const TestAttendeePage = lazyPage(() => import('./features/attendee/pages/TestAttendeePage'));

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
        <Route path="/meeting/information/introduction" element={<IntroductionPage />} />
        <Route path="/meeting/information/download" element={<DownloadPage />} />
        <Route path="/meeting/information/detail" element={<RichTextPage />} />
        <Route path="/meeting/expert/home" element={<ExpertListPage />} />
        <Route path="/meeting/expert/search" element={<ScopedSearchPage kind="experts" title="搜索专家" placeholder="搜索专家姓名、单位或职称" resultPage="/meeting/expert/result" />} />
        <Route path="/meeting/expert/result" element={<ExpertListPage results />} />
        <Route path="/meeting/expert/detail" element={<ExpertDetailPage />} />
        <Route path="/meeting/schedule/home" element={<ScheduleHomePage />} />
        <Route path="/meeting/schedule/detail" element={<ScheduleDetailPage />} />
        <Route path="/meeting/exhibitor/home" element={<ExhibitorListPage />} />
        <Route path="/meeting/exhibitor/search" element={<ScopedSearchPage kind="exhibitors" title="搜索展商" placeholder="搜索展商名称、展位号或类别" resultPage="/meeting/exhibitor/result" />} />
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
