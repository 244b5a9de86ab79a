import type { Queryable } from '../../db';
import { audit, type AuditActor } from '../../core';
import { BizError } from '../../lib/errors';
import { MEETING_CREATOR, PLATFORM_ADMIN, type StaffRole } from '@conf/contract';

/** Check-in also needs the user's verifier role (what /verify and the 我的 entry look at). */
const VERIFIER_ROLE = 'verifier';

export async function userIdByMobile(q: Queryable, mobile: string): Promise<number> {
  const [user] = await q.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [mobile]);
  if (!user) throw new BizError(`用户 ${mobile} 不存在，请先注册`);
  return user.id;
}

/**
 * Gives a user a role at a meeting (replacing the one they had), with its audit row, in the caller's
 * transaction. Answers the role they had before; the same role again changes nothing and writes no row.
 */
export async function setStaffRole(
  q: Queryable,
  meetingId: number,
  userId: number,
  role: StaffRole,
  who: AuditActor,
): Promise<StaffRole | null> {
  const [had] = await q.query<{ role: StaffRole }>('SELECT role FROM meeting_staff WHERE meeting_id = $1 AND user_id = $2 FOR UPDATE', [
    meetingId,
    userId,
  ]);
  if (had?.role === role) return role;
  await q.query(
    `INSERT INTO meeting_staff (meeting_id, user_id, role) VALUES ($1, $2, $3)
     ON CONFLICT (meeting_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
    [meetingId, userId, role],
  );
  if (role === 'verifier') {
    await q.query('UPDATE users SET roles = array_append(roles, $2), updated_at = now() WHERE id = $1 AND NOT ($2 = ANY(roles))', [
      userId,
      VERIFIER_ROLE,
    ]);
  }
  await audit(q, {
    actor: who,
    meetingId,
    action: 'staff.grant',
    target: `user:${userId}`,
    before: { role: had?.role ?? null },
    after: { role },
  });
  return had?.role ?? null;
}

/** Takes a user off a meeting's staff, with its audit row; answers the role they had (null: none, nothing written). */
export async function removeStaff(q: Queryable, meetingId: number, userId: number, who: AuditActor): Promise<StaffRole | null> {
  const [gone] = await q.query<{ role: StaffRole }>('DELETE FROM meeting_staff WHERE meeting_id = $1 AND user_id = $2 RETURNING role', [
    meetingId,
    userId,
  ]);
  if (!gone) return null;
  await audit(q, {
    actor: who,
    meetingId,
    action: 'staff.revoke',
    target: `user:${userId}`,
    before: { role: gone.role },
    after: { role: null },
  });
  return gone.role;
}

/**
 * Gives a user a role over the whole platform (platform admin, or meeting creator: allowed to create meetings),
 * with its audit row; false when they already had it.
 */
export async function grantUserRole(
  q: Queryable,
  userId: number,
  role: typeof PLATFORM_ADMIN | typeof MEETING_CREATOR,
  who: AuditActor,
): Promise<boolean> {
  const rows = await q.query(
    'UPDATE users SET roles = array_append(roles, $2), updated_at = now() WHERE id = $1 AND NOT ($2 = ANY(roles)) RETURNING id',
    [userId, role],
  );
  if (!rows.length) return false;
  const action = role === PLATFORM_ADMIN ? 'admin.grant' : 'creator.grant';
  await audit(q, { actor: who, meetingId: null, action, target: `user:${userId}`, before: { [role]: false }, after: { [role]: true } });
  return true;
}
