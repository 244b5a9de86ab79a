import type { Db } from '../../db';
import { one } from '../../db';
import { BizError } from '../../lib/errors';
import { enforce, undoHit, type Limit } from '../account';
import { normalizeShortCode } from '../signup';

/** Wrong short codes one verifier may type at one meeting in ten minutes: plenty for typos, nothing for guessing among ~2^49. */
export const WRONG_SHORT_CODES: Limit = { bucket: 'ticket-short-code', max: 20, windowSec: 600 };

/**
 * The signed code of the ticket whose short code was typed (case and separators ignored), or undefined
 * when the text is no short code (a scanned or pasted signed code). Only the meeting's verifiers look
 * codes up, and each miss counts against them: a hit is taken back when the code exists.
 */
export async function codeOfShortCode(db: Db, verifierId: number, meetingId: number, text: string): Promise<string | undefined> {
  const short = normalizeShortCode(text);
  if (!short) return undefined;
  const assigned = await one(db, 'SELECT 1 FROM meeting_verifiers WHERE meeting_id = $1 AND user_id = $2', [meetingId, verifierId]);
  if (!assigned) throw new BizError('您不是该会议的核销员');
  const typist = `${verifierId}:${meetingId}`;
  await enforce(db, WRONG_SHORT_CODES, typist, (wait) => `输错的电子票码次数过多，请${wait}后再试`);
  const ticket = await one<{ ticket_code: string | null }>(
    db,
    'SELECT ticket_code FROM attendees WHERE meeting_id = $1 AND short_code = $2',
    [meetingId, short],
  );
  if (!ticket) throw new BizError('电子票码不存在，请核对后重新输入');
  await undoHit(db, WRONG_SHORT_CODES, typist);
  if (!ticket.ticket_code) throw new BizError('电子票无效：订单尚未支付');
  return ticket.ticket_code;
}
