import { requiredArg, type Command } from '../../cli/command';
import type { Db } from '../../db';
import { grantUserRole, removeStaff, setStaffRole, userIdByMobile } from './staff';
import { MEETING_CREATOR, PLATFORM_ADMIN, ROLE_TEXT, STAFF_ROLES, type StaffRole } from '@conf/contract';

async function meetingTitle(db: Db, raw: string): Promise<{ id: number; title: string }> {
  const id = Number(raw);
  const [meeting] =
    Number.isInteger(id) && id > 0 && id <= 2147483647
      ? await db.query<{ title: string }>('SELECT title FROM meetings WHERE id = $1', [id])
      : [];
  if (!meeting) throw new Error(`会议 ${raw} 不存在`);
  return { id, title: meeting.title };
}

export const adminCommands: Command[] = [
  {
    name: 'grant-admin',
    help: '授予平台管理员（全部会议的后台）  --mobile 手机号',
    async run(db, a) {
      const mobile = requiredArg(a, 'mobile', '手机号');
      const granted = await db.tx(async (q) => grantUserRole(q, await userIdByMobile(q, mobile), PLATFORM_ADMIN, 'cli'));
      return granted ? `已授予 ${mobile} 平台管理员` : `${mobile} 已是平台管理员，未作改动`;
    },
  },
  {
    name: 'grant-creator',
    help: '允许创建会议（在后台新建会议，并成为所建会议的负责人）  --mobile 手机号',
    async run(db, a) {
      const mobile = requiredArg(a, 'mobile', '手机号');
      const granted = await db.tx(async (q) => grantUserRole(q, await userIdByMobile(q, mobile), MEETING_CREATOR, 'cli'));
      return granted ? `已允许 ${mobile} 创建会议` : `${mobile} 已可创建会议，未作改动`;
    },
  },
  {
    name: 'grant-staff',
    help: `指定会议工作人员及角色  --mobile 手机号 --meeting 会议ID --role ${STAFF_ROLES.join('|')}`,
    async run(db, a) {
      const mobile = requiredArg(a, 'mobile', '手机号');
      const role = requiredArg(a, 'role', '角色') as StaffRole;
      if (!STAFF_ROLES.includes(role)) throw new Error(`角色须为 ${STAFF_ROLES.join('、')} 之一`);
      const meeting = await meetingTitle(db, requiredArg(a, 'meeting', '会议ID'));
      const had = await db.tx(async (q) => setStaffRole(q, meeting.id, await userIdByMobile(q, mobile), role, 'cli'));
      if (had === role) return `${mobile} 已是「${meeting.title}」的${ROLE_TEXT[role]}，未作改动`;
      return `已设置 ${mobile} 为「${meeting.title}」的${ROLE_TEXT[role]}${had ? `（原为${ROLE_TEXT[had]}）` : ''}`;
    },
  },
  {
    name: 'revoke-staff',
    help: '移出会议工作人员  --mobile 手机号 --meeting 会议ID',
    async run(db, a) {
      const mobile = requiredArg(a, 'mobile', '手机号');
      const meeting = await meetingTitle(db, requiredArg(a, 'meeting', '会议ID'));
      const had = await db.tx(async (q) => removeStaff(q, meeting.id, await userIdByMobile(q, mobile), 'cli'));
      return had
        ? `已将 ${mobile} 移出「${meeting.title}」的工作人员（原为${ROLE_TEXT[had]}）`
        : `${mobile} 不是「${meeting.title}」的工作人员，未作改动`;
    },
  },
];
