import type { Db } from '../db';
import { verifyPassword } from '../features/account';
import { DEMO_PASSWORD, DEMO_USERS } from '../features/platform/seed';

/**
 * Demo accounts whose password is still the one printed in the README: a production server started on
 * a database that once had demo data would let anyone in as them (the verifier checks people in).
 */
export async function demoAccountsLeft(db: Db): Promise<string[]> {
  const rows = await db.query<{ mobile: string; password_hash: string }>(
    'SELECT mobile, password_hash FROM users WHERE mobile = ANY($1) ORDER BY mobile',
    [DEMO_USERS.map((u) => u.mobile)],
  );
  const left: string[] = [];
  for (const row of rows) if (row.password_hash && (await verifyPassword(DEMO_PASSWORD, row.password_hash))) left.push(row.mobile);
  return left;
}
