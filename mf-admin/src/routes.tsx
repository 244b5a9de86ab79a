import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { BuildBadge, NotFoundPage, Route, Routes } from '@conf/shared';
import { ConsoleGate } from './features/access';
import { ConsoleLayout } from './app/ConsoleLayout';
import { HomePage } from './features/home';
import { DashboardPage } from './features/dashboard';
import { OrdersPage } from './features/orders';
import { OrderPage } from './features/orders';
import { AttendeesPage } from './features/attendees';
import { CheckinPage } from './features/checkin';
import { TeamPage } from './features/team';
import { ExportsPage } from './features/exports';
import { FinancePage } from './features/finance';
import { AuditPage } from './features/audit';

/** Pages of the organiser console (会务后台), with the absolute paths the site routes to this remote. */
export default function AdminRoutes() {
  return (
    <ConfigProvider locale={zhCN}>
      <App>
        <ConsoleGate>
          <ConsoleLayout>
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
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </ConsoleLayout>
        </ConsoleGate>
      </App>
      <BuildBadge name="mf-admin" label={__BUILD_LABEL__} />
    </ConfigProvider>
  );
}
