import type { FastifyInstance } from 'fastify';
import type { Feature } from '../types';
import { guardAdminRoutes } from './access';
import { meetingRoutes } from './routes/meetings';
import { adminOrderRoutes } from './routes/orders';
import { staffRoutes } from './routes/staff';
import { auditRoutes } from './routes/audit';
import { adminCommands } from './commands';
import { seedAdmins } from './seed';

export { setStaffRole } from './staff';
export { ROLE_TEXT, type StaffRole } from './permissions';

function routes(app: FastifyInstance): void {
  guardAdminRoutes(app);
  meetingRoutes(app);
  adminOrderRoutes(app);
  staffRoutes(app);
  auditRoutes(app);
}

/** The organiser console's API: per-meeting staff roles, the money actions with their audit log. */
export const admin: Feature = {
  name: 'admin',
  tag: { name: '会务后台', description: '主办方后台：工作人员角色、订单与审核、看板、参会人、审计日志（每个接口先核对调用者的权限）' },
  routes,
  demo: [{ key: 'admin', run: seedAdmins }],
  commands: adminCommands,
};
