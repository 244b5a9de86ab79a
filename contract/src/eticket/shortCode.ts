/**
 * The e-ticket's short code, typed at the door when the QR cannot be read: 10 characters of an alphabet
 * without look-alikes (no 0/O, 1/I/L), about 49 bits. The server draws it (crypto source) and keeps it unique
 * per meeting; the offline list carries only its fingerprint (SHORT_CODE_HASH), which the scanner derives
 * from what was typed.
 */
export const SHORT_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const SHORT_CODE_LENGTH = 10;

/** What a person typed, as stored: case and separators (spaces, dashes, dots) ignored; undefined when it cannot be a short code. */
export function normalizeShortCode(text: string): string | undefined {
  const code = text.toUpperCase().replace(/[\s\-_.·]/g, '');
  return code.length === SHORT_CODE_LENGTH && [...code].every((c) => SHORT_CODE_ALPHABET.includes(c)) ? code : undefined;
}

/**
 * The fingerprint the offline list carries instead of the short code: PBKDF2-SHA256 salted per meeting,
 * 8 bytes in hex. A device checks a typed code with one derivation; a stolen list costs 10,000 hashes per
 * guess of a ~2^49 space to turn back into codes.
 */
export const SHORT_CODE_HASH = { iterations: 10_000, bytes: 8, salt: (meetingId: number) => `conf-ticket-short-code:${meetingId}` };
