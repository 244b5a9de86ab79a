import { requiredArg, type Command } from '../../cli/command';
import { VERIFIER_ROLE } from './routes';
import { ROLE_TEXT, setStaffRole, type StaffRole } from '../admin';

export const verifyCommands: Command[] = [
  {
    name: 'assign-verifier',
    help: '指派核销员到会议 --mobile 手机号 --meeting 会议ID',
    async run(db, a) {
      const mobile = requiredArg(a, 'mobile', '手机号');
      const meetingId = Number(requiredArg(a, 'meeting', '会议ID'));
      const [user] = await db.query<{ id: number; roles: string[] }>('SELECT id, roles FROM users WHERE mobile = $1', [mobile]);
      if (!user) throw new Error(`用户 ${mobile} 不存在`);
      if (!user.roles.includes(VERIFIER_ROLE)) throw new Error(`${mobile} 还不是核销员，请先执行 grant-verifier`);
      const [meeting] = Number.isInteger(meetingId)
        ? await db.query<{ title: string }>('SELECT title FROM meetings WHERE id = $1', [meetingId])
        : [];
      if (!meeting) throw new Error(`会议 ${a.meeting} 不存在`);
      // A verifier on the meeting's staff; someone already on it keeps the role they have.
      const had = await db.tx(async (q) => {
        const [current] = await q.query<{ role: StaffRole }>(
          'SELECT role FROM meeting_staff WHERE meeting_id = $1 AND user_id = $2 FOR UPDATE',
          [meetingId, user.id],
        );
        return current?.role ?? setStaffRole(q, meetingId, user.id, 'verifier', 'cli');
      });
      if (!had) return `已指派 ${mobile} 为「${meeting.title}」的核销员`;
      return `${mobile} 已是「${meeting.title}」的${ROLE_TEXT[had]}，未作改动${had === 'verifier' ? '' : '（改变角色请用 grant-staff）'}`;
    },
  },
];
