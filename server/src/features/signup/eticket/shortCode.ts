import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * The e-ticket's short code, typed at the door when the QR cannot be read: 10 characters of an alphabet
 * without look-alikes (no 0/O, 1/I/L), about 49 bits, drawn from the crypto source. The database keeps it
 * unique per meeting; the migration that backfilled older tickets draws the same way.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 10;
// Bytes at or above this are drawn again, so that byte % 31 favours no character.
const UNBIASED = 256 - (256 % SHORT_CODE_ALPHABET.length);

export function newShortCode(): string {
  let code = '';
  while (code.length < SHORT_CODE_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < UNBIASED && code.length < SHORT_CODE_LENGTH) code += SHORT_CODE_ALPHABET[byte % SHORT_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** What a person typed, as stored: case and separators (spaces, dashes, dots) ignored; undefined when it cannot be a short code. */
export function normalizeShortCode(text: string): string | undefined {
  const code = text.toUpperCase().replace(/[\s\-_.·]/g, '');
  return code.length === SHORT_CODE_LENGTH && [...code].every((c) => SHORT_CODE_ALPHABET.includes(c)) ? code : undefined;
}

/**
 * The fingerprint the offline list carries instead of the short code: PBKDF2-SHA256 salted per meeting,
 * 8 bytes in hex. A device checks a typed code with one derivation; a stolen list costs 10,000 hashes per
 * guess of a ~2^49 space to turn back into codes. mf-verify's shortCode.ts derives the same.
 */
export const SHORT_CODE_HASH = { iterations: 10_000, bytes: 8, salt: (meetingId: number) => `conf-ticket-short-code:${meetingId}` };

const derive = promisify(pbkdf2);

export async function shortCodeHash(meetingId: number, code: string): Promise<string> {
  return (await derive(code, SHORT_CODE_HASH.salt(meetingId), SHORT_CODE_HASH.iterations, SHORT_CODE_HASH.bytes, 'sha256')).toString('hex');
}
