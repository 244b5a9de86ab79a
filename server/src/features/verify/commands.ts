import { requiredArg, type Command } from '../../cli/command';
import { VERIFIER_ROLE } from './routes';

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
      const [meeting] = Number.isInteger(meetingId) ? await db.query<{ title: string }>('SELECT title FROM meetings WHERE id = $1', [meetingId]) : [];
      if (!meeting) throw new Error(`会议 ${a.meeting} 不存在`);
      const added = await db.query(
        'INSERT INTO meeting_verifiers (meeting_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING meeting_id',
        [meetingId, user.id],
      );
      return added.length ? `已指派 ${mobile} 为「${meeting.title}」的核销员` : `${mobile} 已是「${meeting.title}」的核销员，未作改动`;
    },
  },
];
