import { base32Decode, base32Encode } from './base32';

/**
 * The e-ticket in the QR code: a 22-byte payload signed with the meeting's Ed25519 key, base32 with a
 * short prefix (alphanumeric QR mode). No personal data: a scanner checks the signature offline with
 * the meeting's public key and looks the attendee up by id. The random part makes a reissued ticket
 * (after a correction) a different code, and the signature makes codes impossible to make up.
 *
 *   0      version (1)         6..9   attendee id       18..21  random
 *   1      key id              10..13 ticket type id
 *   2..5   meeting id          14..17 valid until (minutes since 1970, UTC)
 *
 * The server signs (node:crypto) and the door's scanner verifies (mf-verify, in the browser): each brings
 * its own Ed25519, both read and write the bytes here.
 */
export const TICKET_PREFIX = 'CT1';
const VERSION = 1;
export const TICKET_PAYLOAD_BYTES = 22;
const SIGNATURE_BYTES = 64;
const MAX_CODE_LENGTH = 200;

export interface TicketClaims {
  kid: number;
  meetingId: number;
  attendeeId: number;
  ticketTypeId: number;
  validUntil: Date;
}

/** The bytes to sign; `random` is 4 bytes from a crypto source. */
export function ticketPayload(claims: TicketClaims, random: Uint8Array): Uint8Array {
  const p = new Uint8Array(TICKET_PAYLOAD_BYTES);
  const view = new DataView(p.buffer);
  view.setUint8(0, VERSION);
  view.setUint8(1, claims.kid);
  view.setUint32(2, claims.meetingId);
  view.setUint32(6, claims.attendeeId);
  view.setUint32(10, claims.ticketTypeId);
  view.setUint32(14, Math.floor(claims.validUntil.getTime() / 60_000));
  p.set(random.subarray(0, 4), 18);
  return p;
}

/** The code of a payload and its signature. */
export function ticketCode(payload: Uint8Array, signature: Uint8Array): string {
  const bytes = new Uint8Array(payload.length + signature.length);
  bytes.set(payload);
  bytes.set(signature, payload.length);
  return TICKET_PREFIX + base32Encode(bytes);
}

/** The claims of a well-formed code, not yet verified (the scanner needs the meeting id to pick the key); undefined for anything else. */
export function readTicket(code: string): (TicketClaims & { payload: Uint8Array; signature: Uint8Array }) | undefined {
  if (typeof code !== 'string' || !code.startsWith(TICKET_PREFIX) || code.length > MAX_CODE_LENGTH) return undefined;
  const bytes = base32Decode(code.slice(TICKET_PREFIX.length));
  if (!bytes || bytes.length !== TICKET_PAYLOAD_BYTES + SIGNATURE_BYTES || bytes[0] !== VERSION) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    kid: view.getUint8(1),
    meetingId: view.getUint32(2),
    attendeeId: view.getUint32(6),
    ticketTypeId: view.getUint32(10),
    validUntil: new Date(view.getUint32(14) * 60_000),
    payload: bytes.subarray(0, TICKET_PAYLOAD_BYTES),
    signature: bytes.subarray(TICKET_PAYLOAD_BYTES),
  };
}
