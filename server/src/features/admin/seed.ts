import type { Queryable } from '../../db';
import { hashPassword } from '../../http/passwords';
import { DEMO_PASSWORD } from '../platform/seed';

/** The platform admin, and the owner of the first demo meeting only, beside the other demo accounts (none when they are not there). */
export async function seedAdmins(q: Queryable): Promise<void> {
  if (!(await q.query("SELECT 1 FROM users WHERE mobile = '13800138000'")).length) return;
  const hash = await hashPassword(DEMO_PASSWORD);
  await q.query(
    `INSERT INTO users (username, nickname, mobile, email, password_hash, roles) VALUES
       ('platform', '赵平台', '13600136000', 'platform@example.com', $1, '{platform_admin}'),
       ('owner', '钱主办', '13700137000', 'owner@example.com', $1, '{}')
     ON CONFLICT (mobile) DO NOTHING`,
    [hash],
  );
  await q.query(
    `INSERT INTO meeting_staff (meeting_id, user_id, role)
     SELECT m.id, u.id, 'owner' FROM users u, (SELECT id FROM meetings ORDER BY id LIMIT 1) m WHERE u.mobile = '13700137000' ON CONFLICT DO NOTHING`,
  );
}
