import { KeyObject, createPublicKey, randomBytes, sign, verify } from 'node:crypto';
import { readTicket, ticketCode, ticketPayload, type TicketClaims } from '@conf/contract';
import { privateKeyOf } from '../../../lib/keys';

// The layout and the base32 are @conf/contract's, which the door's scanner (mf-verify) reads with too.
export { readTicket, TICKET_PREFIX, type TicketClaims } from '@conf/contract';

export function encodeTicket(claims: TicketClaims, privateKeyPem: string): string {
  const payload = ticketPayload(claims, randomBytes(4));
  return ticketCode(payload, sign(null, payload, privateKeyOf(privateKeyPem)));
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
