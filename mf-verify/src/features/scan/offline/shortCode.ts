import { SHORT_CODE_HASH } from '@conf/contract';

/**
 * The e-ticket's short code (its alphabet and typed form are @conf/contract's, as the server draws it). The
 * offline list holds only its PBKDF2 fingerprint, so a device checks a typed code without holding codes it
 * could use itself.
 */
export { normalizeShortCode } from '@conf/contract';

/** The fingerprint offline_data gives of a ticket's short code (short_code_hash), derived as the server derives it. */
export async function shortCodeHash(meetingId: number, code: string): Promise<string> {
  const encode = (s: string) => new TextEncoder().encode(s);
  const key = await crypto.subtle.importKey('raw', encode(code), 'PBKDF2', false, ['deriveBits']);
  const params = { name: 'PBKDF2', hash: 'SHA-256', salt: encode(SHORT_CODE_HASH.salt(meetingId)), iterations: SHORT_CODE_HASH.iterations };
  const bits = await crypto.subtle.deriveBits(params, key, SHORT_CODE_HASH.bytes * 8);
  return Array.from(new Uint8Array(bits), (b) => b.toString(16).padStart(2, '0')).join('');
}
