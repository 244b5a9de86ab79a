import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** Test helper: e-tickets signed exactly as the server signs them (node:crypto, same layout). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(data: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function meetingKeyPair(): { privateKey: KeyObject; publicKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKey: publicKey.export({ format: 'jwk' }).x! };
}

export function signTicket(privateKey: KeyObject, c: { meetingId: number; attendeeId: number; ticketTypeId?: number; validUntil?: Date }): string {
  const p = Buffer.alloc(22);
  p.writeUInt8(1, 0);
  p.writeUInt8(1, 1);
  p.writeUInt32BE(c.meetingId, 2);
  p.writeUInt32BE(c.attendeeId, 6);
  p.writeUInt32BE(c.ticketTypeId ?? 1, 10);
  p.writeUInt32BE(Math.floor((c.validUntil ?? new Date(Date.now() + 86_400_000)).getTime() / 60_000), 14);
  randomBytes(4).copy(p, 18);
  return 'CT1' + base32(Buffer.concat([p, sign(null, p, privateKey)]));
}
