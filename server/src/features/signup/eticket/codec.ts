import { KeyObject, createPublicKey, randomBytes, sign, verify } from 'node:crypto';
import { privateKeyOf } from '../../../lib/keys';
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
 */
export const TICKET_PREFIX = 'CT1';
const VERSION = 1;
const PAYLOAD_BYTES = 22;
const SIGNATURE_BYTES = 64;

export interface TicketClaims {
  kid: number;
  meetingId: number;
  attendeeId: number;
  ticketTypeId: number;
  validUntil: Date;
}

export function encodeTicket(claims: TicketClaims, privateKeyPem: string): string {
  const p = Buffer.alloc(PAYLOAD_BYTES);
  p.writeUInt8(VERSION, 0);
  p.writeUInt8(claims.kid, 1);
  p.writeUInt32BE(claims.meetingId, 2);
  p.writeUInt32BE(claims.attendeeId, 6);
  p.writeUInt32BE(claims.ticketTypeId, 10);
  p.writeUInt32BE(Math.floor(claims.validUntil.getTime() / 60_000), 14);
  randomBytes(4).copy(p, 18);
  const signature = sign(null, p, privateKeyOf(privateKeyPem));
  return TICKET_PREFIX + base32Encode(Buffer.concat([p, signature]));
}

/** The claims of a well-formed code, not yet verified (the scanner needs the meeting id to pick the key). */
export function readTicket(code: string): (TicketClaims & { payload: Buffer; signature: Buffer }) | undefined {
  if (typeof code !== 'string' || !code.startsWith(TICKET_PREFIX) || code.length > 200) return undefined;
  const bytes = base32Decode(code.slice(TICKET_PREFIX.length));
  if (!bytes || bytes.length !== PAYLOAD_BYTES + SIGNATURE_BYTES) return undefined;
  const b = Buffer.from(bytes);
  if (b.readUInt8(0) !== VERSION) return undefined;
  return {
    kid: b.readUInt8(1),
    meetingId: b.readUInt32BE(2),
    attendeeId: b.readUInt32BE(6),
    ticketTypeId: b.readUInt32BE(10),
    validUntil: new Date(b.readUInt32BE(14) * 60_000),
    payload: b.subarray(0, PAYLOAD_BYTES),
    signature: b.subarray(PAYLOAD_BYTES),
  };
}

/** Ed25519 public key from its raw 32 bytes. */
export function publicKeyFromRaw(raw: Uint8Array): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw).toString('base64url') }, format: 'jwk' });
}

/**
 * The claims of a code signed by this key (raw 32 bytes, or the key object a busy caller keeps), or
 * undefined for a forged, altered or malformed one.
 */
export function verifyTicket(code: string, publicKey: Uint8Array | KeyObject): TicketClaims | undefined {
  const t = readTicket(code);
  if (!t) return undefined;
  try {
    if (!verify(null, t.payload, publicKey instanceof KeyObject ? publicKey : publicKeyFromRaw(publicKey), t.signature)) return undefined;
  } catch {
    return undefined;
  }
  const { payload: _p, signature: _s, ...claims } = t;
  return claims;
}
