import { generateKeyPairSync } from 'node:crypto';
import type { Queryable } from '../../../db';
import { one } from '../../../db';

export interface MeetingKey {
  kid: number;
  public_key: Buffer;
  private_key: string;
}

/**
 * The meeting's signing key, made the first time a ticket of it is issued. Concurrent first issues
 * (two instances) both insert-or-skip and read back the one that won.
 */
export async function meetingKey(q: Queryable, meetingId: number): Promise<MeetingKey> {
  const existing = await one<MeetingKey>(q, 'SELECT kid, public_key, private_key FROM meeting_keys WHERE meeting_id = $1', [meetingId]);
  if (existing) return existing;
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  await q.query('INSERT INTO meeting_keys (meeting_id, public_key, private_key) VALUES ($1, $2, $3) ON CONFLICT (meeting_id) DO NOTHING', [
    meetingId,
    raw,
    privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  ]);
  return (await one<MeetingKey>(q, 'SELECT kid, public_key, private_key FROM meeting_keys WHERE meeting_id = $1', [meetingId]))!;
}
