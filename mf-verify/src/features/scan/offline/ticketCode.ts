import { verifyAsync } from '@noble/ed25519';

/**
 * The e-ticket in the QR code, as the server signs it (server/src/features/signup/eticket/codec.ts):
 * "CT1" + base32 of a 22-byte payload and its 64-byte Ed25519 signature. Read here so a scanner without
 * network can tell a real ticket of this meeting from a forged or altered one.
 */
const PREFIX = 'CT1';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const PAYLOAD_BYTES = 22;
const SIGNATURE_BYTES = 64;
const VERSION = 1;

export interface TicketClaims {
  meetingId: number;
  attendeeId: number;
  ticketTypeId: number;
  validUntil: Date;
}

/** Canonical base32 without padding, or undefined (one text per byte string, as the server insists). */
function base32Decode(text: string): Uint8Array | undefined {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    const v = ALPHABET.indexOf(ch);
    if (v < 0) return undefined;
    value = ((value << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  if (bits >= 5 || (value & ((1 << bits) - 1)) !== 0) return undefined;
  return Uint8Array.from(out);
}

function base64UrlDecode(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

/** The claims of a well-formed code, signature not checked yet; undefined for anything else. */
export function readTicket(code: string): (TicketClaims & { payload: Uint8Array; signature: Uint8Array }) | undefined {
  const text = code.trim();
  if (!text.startsWith(PREFIX) || text.length > 200) return undefined;
  const bytes = base32Decode(text.slice(PREFIX.length));
  if (!bytes || bytes.length !== PAYLOAD_BYTES + SIGNATURE_BYTES || bytes[0] !== VERSION) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    meetingId: view.getUint32(2),
    attendeeId: view.getUint32(6),
    ticketTypeId: view.getUint32(10),
    validUntil: new Date(view.getUint32(14) * 60_000),
    payload: bytes.subarray(0, PAYLOAD_BYTES),
    signature: bytes.subarray(PAYLOAD_BYTES),
  };
}

/** The claims of a code signed with this public key (raw 32 bytes, base64url), or undefined. */
export async function verifyTicket(code: string, publicKey: string): Promise<TicketClaims | undefined> {
  const t = readTicket(code);
  if (!t) return undefined;
  try {
    if (!(await verifyAsync(t.signature, t.payload, base64UrlDecode(publicKey)))) return undefined;
  } catch {
    return undefined;
  }
  return { meetingId: t.meetingId, attendeeId: t.attendeeId, ticketTypeId: t.ticketTypeId, validUntil: t.validUntil };
}

/**
 * The fingerprint offline_data gives of each ticket's current code: the first 8 bytes of the code's
 * SHA-256, in hex (the server computes it in SQL). A device can tell a reissued ticket's old code from
 * the current one without ever holding a code it could show at another door.
 */
export async function codeHash(code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code.trim())));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}
