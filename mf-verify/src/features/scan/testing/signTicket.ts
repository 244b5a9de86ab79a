import { generateKeyPairSync } from 'node:crypto';
// eslint-disable-next-line boundaries/dependencies -- signing with the server's own code is what this helper is for
import { encodeTicket } from '../../../../../server/src/features/signup/eticket/codec';

/**
 * Test helper: e-tickets signed by the server's own code (server/src/features/signup/eticket/codec.ts, with
 * node:crypto), so every test that reads one here decodes with the scanner's path what the server encodes.
 */
export function meetingKeyPair(): { privateKey: string; publicKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(), publicKey: publicKey.export({ format: 'jwk' }).x! };
}

export function signTicket(
  privateKeyPem: string,
  c: { meetingId: number; attendeeId: number; ticketTypeId?: number; validUntil?: Date },
): string {
  const validUntil = c.validUntil ?? new Date(Date.now() + 86_400_000);
  return encodeTicket(
    { kid: 1, meetingId: c.meetingId, attendeeId: c.attendeeId, ticketTypeId: c.ticketTypeId ?? 1, validUntil },
    privateKeyPem,
  );
}
