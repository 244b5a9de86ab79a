/**
 * The e-ticket's short code as the server draws it (server/src/features/signup/eticket/shortCode.ts): 10
 * characters without look-alikes, typed at the door with any case and separators. The offline list holds
 * only its PBKDF2 fingerprint, so a device checks a typed code without holding codes it could use itself.
 */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 10;
const HASH = { iterations: 10_000, bits: 64, salt: (meetingId: number) => `conf-ticket-short-code:${meetingId}` };

/** The code as stored, or undefined when the text cannot be a short code (e.g. a signed code). */
export function normalizeShortCode(text: string): string | undefined {
  const code = text.toUpperCase().replace(/[\s\-_.·]/g, '');
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : undefined;
}

/** The fingerprint offline_data gives of a ticket's short code (short_code_hash). */
export async function shortCodeHash(meetingId: number, code: string): Promise<string> {
  const encode = (s: string) => new TextEncoder().encode(s);
  const key = await crypto.subtle.importKey('raw', encode(code), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: encode(HASH.salt(meetingId)), iterations: HASH.iterations }, key, HASH.bits);
  return Array.from(new Uint8Array(bits), (b) => b.toString(16).padStart(2, '0')).join('');
}
