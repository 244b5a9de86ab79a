import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';
import { one } from '../db';

/**
 * A signing key made on first use and kept in the database (app_meta), as the sandbox's payment keys are,
 * so every instance (and a restart) accepts what the others signed.
 */
export async function metaSecret(q: Queryable, key: string): Promise<Buffer> {
  const stored = async () => (await one<{ value: string }>(q, 'SELECT value FROM app_meta WHERE key = $1', [key]))?.value;
  let secret = await stored();
  if (!secret) {
    await q.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, randomBytes(32).toString('hex')]);
    secret = (await stored())!;
  }
  return Buffer.from(secret, 'hex');
}
