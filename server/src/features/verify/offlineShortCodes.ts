import type { Db } from '../../db';
import { shortCodeHash } from '../signup';

// Derivations at once: the thread pool does them side by side without holding up other requests.
const BATCH = 8;

/**
 * Computes the short-code fingerprints the offline list carries and that are not there yet: tickets
 * issued since the last download, and those from before short codes. A slow hash is too slow to run for
 * every ticket on every download, so each is kept; one whose code changed meanwhile waits for the next.
 */
export async function fillShortCodeHashes(db: Db, meetingId: number): Promise<void> {
  const missing = await db.query<{ id: number; short_code: string }>(
    'SELECT id, short_code FROM attendees WHERE meeting_id = $1 AND short_code IS NOT NULL AND short_code_hash IS NULL ORDER BY id',
    [meetingId],
  );
  for (let i = 0; i < missing.length; i += BATCH) {
    await Promise.all(
      missing
        .slice(i, i + BATCH)
        .map(async (a) =>
          db.query('UPDATE attendees SET short_code_hash = $3 WHERE id = $1 AND short_code = $2', [
            a.id,
            a.short_code,
            await shortCodeHash(meetingId, a.short_code),
          ]),
        ),
    );
  }
}
