export { ExpertsPage } from './pages/ExpertsPage';
export { SchedulesPage } from './pages/SchedulesPage';
export { ExhibitorsPage } from './pages/ExhibitorsPage';
export { ArticlesPage } from './pages/ArticlesPage';
export { DownloadsPage } from './pages/DownloadsPage';
export { BannersPage } from './pages/BannersPage';
