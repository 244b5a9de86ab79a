import type { Queryable } from '../../db';
import { insertDemoUsers } from '../platform';

/**
 * The console's demo accounts (listed with the others in platform/seed.ts, so a production start also
 * refuses them with their published password) and the owner of the first demo meeting only. Nothing
 * when the database has no demo accounts at all.
 */
export async function seedAdmins(q: Queryable): Promise<void> {
  if (!(await q.query("SELECT 1 FROM users WHERE mobile = '13800138000'")).length) return;
  await insertDemoUsers(q);
  await q.query(
    `INSERT INTO meeting_staff (meeting_id, user_id, role)
     SELECT m.id, u.id, 'owner' FROM users u, (SELECT id FROM meetings ORDER BY id LIMIT 1) m WHERE u.mobile = '13700137000' ON CONFLICT DO NOTHING`,
  );
}
