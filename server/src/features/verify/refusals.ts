import type { Db } from '../../db';
import { BizError } from '../../lib/errors';

/** A scan the door turns away, with its reason in a few fixed words (the message names the person or the time). */
export class Refusal extends BizError {
  constructor(
    readonly reason: string,
    message: string,
    data: unknown = null,
  ) {
    super(message, data);
  }
}

/**
 * Keeps a refusal for the console's check-in page: one cheap insert, a retried scan id counted once. A
 * failure to record never changes what the door is told.
 */
export async function recordRefusal(
  db: Db,
  r: { meetingId: number; verifierId: number; scanId: string; reason: string; device: string },
): Promise<void> {
  await db
    .query(
      `INSERT INTO check_in_refusals (meeting_id, verifier_id, scan_id, reason, device) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (verifier_id, scan_id) DO NOTHING`,
      [r.meetingId, r.verifierId, r.scanId, r.reason, r.device],
    )
    .catch(() => undefined);
}
