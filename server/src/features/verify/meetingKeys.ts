import type { KeyObject } from 'node:crypto';
import type { Db } from '../../db';
import { one } from '../../db';
import { publicKeyFromRaw } from '../signup';

/** Per database, the meetings' public keys already read: a meeting's key never changes once made (rows are only inserted). */
const known = new WeakMap<Db, Map<number, KeyObject>>();

/**
 * The public key that checks a meeting's e-tickets, read once per process: a scan then verifies its
 * signature without a query and without rebuilding the key. A meeting without a key yet is asked again next time.
 */
export async function meetingPublicKey(db: Db, meetingId: number): Promise<KeyObject | undefined> {
  let keys = known.get(db);
  if (!keys) known.set(db, (keys = new Map()));
  const cached = keys.get(meetingId);
  if (cached) return cached;
  const row = await one<{ public_key: Uint8Array }>(db, 'SELECT public_key FROM meeting_keys WHERE meeting_id = $1', [meetingId]);
  if (!row) return undefined;
  const key = publicKeyFromRaw(row.public_key);
  keys.set(meetingId, key);
  return key;
}
