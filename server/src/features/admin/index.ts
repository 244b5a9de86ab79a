import type { FastifyInstance } from 'fastify';
import type { Feature } from '../types';
import { guardAdminRoutes } from './access';
import { meetingRoutes } from './routes/meetings';
import { adminOrderRoutes } from './routes/orders';
import { staffRoutes } from './routes/staff';
import { auditRoutes } from './routes/audit';
import { exportDownloadRoute, exportRoutes } from './routes/exports';
import { financeRoutes } from './routes/finance';
import { checkInRoutes } from './routes/checkins';
import { attendeeRoutes } from './routes/attendees';
import { hotelConsoleRoutes } from './routes/hotels';
import { couponConsoleRoutes } from './routes/coupons';
import { messageConsoleRoutes } from './routes/messages';
import { settingsConsoleRoutes } from './routes/settings';
import { meetingSetupRoutes } from './routes/meetingSetup';
import { contentRoutes } from './content';
import { adminCommands } from './commands';
import { seedAdmins } from './seed';

export { setStaffRole } from './staff';
export { ROLE_TEXT, type StaffRole } from '@conf/contract';
export { broadcast, recipientsOf, type Audience } from './broadcast';

/** The /api/admin routes in a scope of their own, every one checked by the guard; the export downloads beside it. */
function routes(app: FastifyInstance): void {
  void app.register(async (guarded) => {
    guardAdminRoutes(guarded);
    meetingRoutes(guarded);
    adminOrderRoutes(guarded);
    staffRoutes(guarded);
    auditRoutes(guarded);
    exportRoutes(guarded);
    financeRoutes(guarded);
    checkInRoutes(guarded);
    attendeeRoutes(guarded);
    hotelConsoleRoutes(guarded);
    couponConsoleRoutes(guarded);
    messageConsoleRoutes(guarded);
    settingsConsoleRoutes(guarded);
    meetingSetupRoutes(guarded);
    contentRoutes(guarded);
  });
  exportDownloadRoute(app);
}

/** The organiser console's API: per-meeting staff roles, the money actions with their audit log. */
export const admin: Feature = {
  name: 'admin',
  tag: {
    name: '会务后台',
    description: '主办方后台：工作人员角色、订单与审核、看板、参会人、签到、导出、审计日志（每个接口先核对调用者的权限）',
  },
  routes,
  demo: [{ key: 'admin', run: seedAdmins }],
  commands: adminCommands,
};
