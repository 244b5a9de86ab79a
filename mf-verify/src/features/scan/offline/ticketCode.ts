import { verifyAsync } from '@noble/ed25519';

import { readTicket as readCode, type TicketClaims } from '@conf/contract';

/**
 * The e-ticket in the QR code, as the server signs it: the layout and base32 are @conf/contract's, which the
 * server writes with. Read here so a scanner without network can tell a real ticket of this meeting from a
 * forged or altered one.
 */
export type { TicketClaims };

function base64UrlDecode(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

/** The claims of a well-formed code (as scanned or typed: spaces around it ignored), signature not checked yet. */
export const readTicket = (code: string) => readCode(code.trim());

/** The claims of a code signed with this public key (raw 32 bytes, base64url), or undefined. */
export async function verifyTicket(code: string, publicKey: string): Promise<TicketClaims | undefined> {
  const t = readTicket(code);
  if (!t) return undefined;
  try {
    if (!(await verifyAsync(t.signature, t.payload, base64UrlDecode(publicKey)))) return undefined;
  } catch {
    return undefined;
  }
  return { kid: t.kid, meetingId: t.meetingId, attendeeId: t.attendeeId, ticketTypeId: t.ticketTypeId, validUntil: t.validUntil };
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
