import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { SHORT_CODE_ALPHABET, SHORT_CODE_HASH, SHORT_CODE_LENGTH } from '@conf/contract';

// The alphabet, the typed form and the fingerprint are @conf/contract's (the door's scanner derives the same);
// drawing a code and hashing it for the offline list are the server's. The database keeps a code unique per
// meeting; the migration that backfilled older tickets draws the same way.
export { SHORT_CODE_ALPHABET, normalizeShortCode } from '@conf/contract';

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

const derive = promisify(pbkdf2);

export async function shortCodeHash(meetingId: number, code: string): Promise<string> {
  return (await derive(code, SHORT_CODE_HASH.salt(meetingId), SHORT_CODE_HASH.iterations, SHORT_CODE_HASH.bytes, 'sha256')).toString('hex');
}
