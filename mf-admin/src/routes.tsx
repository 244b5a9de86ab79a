import { App, ConfigProvider, Spin } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { Suspense } from 'react';
import { BuildBadge, lazyPage, NotFoundPage, Route, Routes } from '@conf/shared';
import { ConsoleGate } from './features/access';
import { ConsoleLayout } from './app/ConsoleLayout';
import { CONSOLE_THEME } from './app/theme';
import './app/console.css';

// Each page a chunk of its own: the charts load with the dashboard only, the tables with the lists.
const HomePage = lazyPage<object>(() => import('./features/home').then((m) => ({ default: m.HomePage })));
const DashboardPage = lazyPage<object>(() => import('./features/dashboard').then((m) => ({ default: m.DashboardPage })));
const OrdersPage = lazyPage<object>(() => import('./features/orders').then((m) => ({ default: m.OrdersPage })));
const OrderPage = lazyPage<object>(() => import('./features/orders').then((m) => ({ default: m.OrderPage })));
const AttendeesPage = lazyPage<object>(() => import('./features/attendees').then((m) => ({ default: m.AttendeesPage })));
const CheckinPage = lazyPage<object>(() => import('./features/checkin').then((m) => ({ default: m.CheckinPage })));
const TeamPage = lazyPage<object>(() => import('./features/team').then((m) => ({ default: m.TeamPage })));
const ExportsPage = lazyPage<object>(() => import('./features/exports').then((m) => ({ default: m.ExportsPage })));
const FinancePage = lazyPage<object>(() => import('./features/finance').then((m) => ({ default: m.FinancePage })));
const MeetingsPage = lazyPage<object>(() => import('./features/setup').then((m) => ({ default: m.MeetingsPage })));
const MeetingSettingsPage = lazyPage<object>(() => import('./features/setup').then((m) => ({ default: m.MeetingSettingsPage })));
const TicketTypesPage = lazyPage<object>(() => import('./features/setup').then((m) => ({ default: m.TicketTypesPage })));
const ApplyFormPage = lazyPage<object>(() => import('./features/setup').then((m) => ({ default: m.ApplyFormPage })));
const EntriesPage = lazyPage<object>(() => import('./features/setup').then((m) => ({ default: m.EntriesPage })));
const AuditPage = lazyPage<object>(() => import('./features/audit').then((m) => ({ default: m.AuditPage })));
const HotelsPage = lazyPage<object>(() => import('./features/hotels').then((m) => ({ default: m.HotelsPage })));
const CouponsPage = lazyPage<object>(() => import('./features/coupons').then((m) => ({ default: m.CouponsPage })));
const MessagesPage = lazyPage<object>(() => import('./features/messages').then((m) => ({ default: m.MessagesPage })));
const SettingsPage = lazyPage<object>(() => import('./features/settings').then((m) => ({ default: m.SettingsPage })));
// The content editors share one chunk; their rich-text editor is a further one, loaded when a form opens.
const content = () => import('./features/content');
const ExpertsPage = lazyPage<object>(() => content().then((m) => ({ default: m.ExpertsPage })));
const SchedulesPage = lazyPage<object>(() => content().then((m) => ({ default: m.SchedulesPage })));
const ExhibitorsPage = lazyPage<object>(() => content().then((m) => ({ default: m.ExhibitorsPage })));
const ArticlesPage = lazyPage<object>(() => content().then((m) => ({ default: m.ArticlesPage })));
const DownloadsPage = lazyPage<object>(() => content().then((m) => ({ default: m.DownloadsPage })));
const BannersPage = lazyPage<object>(() => content().then((m) => ({ default: m.BannersPage })));

/** Pages of the organiser console (会务后台), with the absolute paths the site routes to this remote. */
export default function AdminRoutes() {
  // No space put between two Chinese characters of a button: a screen reader would read 确 定 as two words.
  return (
    <ConfigProvider locale={zhCN} theme={CONSOLE_THEME} button={{ autoInsertSpace: false }}>
      <App>
        <ConsoleGate>
          <ConsoleLayout>
            <Suspense fallback={<Spin size="large" style={{ display: 'block', marginTop: 80 }} />}>
              <Routes>
                <Route path="/admin" element={<HomePage />} />
                <Route path="/admin/finance" element={<FinancePage />} />
                <Route path="/admin/audit" element={<AuditPage />} />
                <Route path="/admin/orders/:orderSn" element={<OrderPage />} />
                <Route path="/admin/meetings/:id" element={<DashboardPage />} />
                <Route path="/admin/meetings/:id/orders" element={<OrdersPage />} />
                <Route path="/admin/meetings/:id/attendees" element={<AttendeesPage />} />
                <Route path="/admin/meetings/:id/checkin" element={<CheckinPage />} />
                <Route path="/admin/meetings/:id/team" element={<TeamPage />} />
                <Route path="/admin/meetings/:id/exports" element={<ExportsPage />} />
                <Route path="/admin/meetings/:id/hotels" element={<HotelsPage />} />
                <Route path="/admin/meetings/:id/coupons" element={<CouponsPage />} />
                <Route path="/admin/meetings/:id/messages" element={<MessagesPage />} />
                <Route path="/admin/settings" element={<SettingsPage />} />
                <Route path="/admin/meetings" element={<MeetingsPage />} />
                <Route path="/admin/meetings/:id/settings" element={<MeetingSettingsPage />} />
                <Route path="/admin/meetings/:id/tickets" element={<TicketTypesPage />} />
                <Route path="/admin/meetings/:id/form" element={<ApplyFormPage />} />
                <Route path="/admin/meetings/:id/entries" element={<EntriesPage />} />
                <Route path="/admin/meetings/:id/content/experts" element={<ExpertsPage />} />
                <Route path="/admin/meetings/:id/content/schedules" element={<SchedulesPage />} />
                <Route path="/admin/meetings/:id/content/exhibitors" element={<ExhibitorsPage />} />
                <Route path="/admin/meetings/:id/content/articles" element={<ArticlesPage />} />
                <Route path="/admin/meetings/:id/content/downloads" element={<DownloadsPage />} />
                <Route path="/admin/content/banners" element={<BannersPage />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </ConsoleLayout>
        </ConsoleGate>
      </App>
      <BuildBadge name="mf-admin" label={__BUILD_LABEL__} />
    </ConfigProvider>
  );
}
