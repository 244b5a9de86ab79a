import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ROLE_TEXT, STAFF_ROLES, StaffList, StaffRemoved, StaffRoleGiven, StaffRoleSet, type StaffRole } from '@conf/contract';
import { AUTH } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { BizError } from '../../../lib/errors';
import { removeStaff, setStaffRole, userIdByMobile } from '../staff';
import { meetingParams, meetingThing } from './schemas';

const ADMIN = { ...AUTH, admin: { permission: 'staff.manage', on: 'meeting' } } as const;

export function staffRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/admin/meetings/:id/staff',
    { config: ADMIN, schema: { summary: '会议工作人员及其角色', params: meetingParams, answer: StaffList } },
    async (req) => {
      const rows = await app.db.query<{ role: StaffRole }>(
        `SELECT s.user_id, u.nickname, u.mobile, s.role, s.created_at FROM meeting_staff s JOIN users u ON u.id = s.user_id
          WHERE s.meeting_id = $1 ORDER BY array_position($2::text[], s.role), s.created_at, s.user_id`,
        [req.adminMeetingId, STAFF_ROLES],
      );
      return ok({ list: rows.map((r) => ({ ...r, role_text: ROLE_TEXT[r.role] })) });
    },
  );

  app.post(
    '/api/admin/meetings/:id/staff',
    {
      config: ADMIN,
      schema: {
        summary: '按手机号添加工作人员或更改其角色（负责人、财务、运营、只读、核销）',
        params: meetingParams,
        body: StaffRoleSet,
        answer: StaffRoleGiven,
      },
    },
    async (req) => {
      const meetingId = req.adminMeetingId!;
      const { mobile, role } = req.body;
      const result = await app.db.tx(async (q) => {
        const userId = await userIdByMobile(q, mobile);
        // Nobody takes their own role away or hands themselves another one.
        if (userId === req.access.userId) throw new BizError('不能更改自己的角色');
        return { userId, had: await setStaffRole(q, meetingId, userId, role, { userId: req.access.userId, ip: req.ip }) };
      });
      return ok(
        { user_id: result.userId, role, previous_role: result.had },
        result.had === role ? `已是${ROLE_TEXT[role]}，未作改动` : `已设为${ROLE_TEXT[role]}`,
      );
    },
  );

  app.delete(
    '/api/admin/meetings/:id/staff/:user_id',
    {
      config: ADMIN,
      schema: {
        summary: '移出会议工作人员',
        params: meetingThing('user_id', '用户ID'),
        answer: StaffRemoved,
      },
    },
    async (req) => {
      if (req.params.user_id === req.access.userId) throw new BizError('不能更改自己的角色');
      const had = await app.db.tx((q) =>
        removeStaff(q, req.adminMeetingId!, req.params.user_id, { userId: req.access.userId, ip: req.ip }),
      );
      if (!had) throw new BizError('该用户不是本会议的工作人员');
      return ok({ user_id: req.params.user_id, previous_role: had }, '已移出');
    },
  );
}
