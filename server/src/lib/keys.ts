import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * Parsed keys by their PEM text. node:crypto parses a PEM key on every sign or verify it is given as
 * text, and that parsing costs more than the RSA-2048 signature itself (measured here: 1.05 ms per
 * signature from PEM text, 0.29 ms from a KeyObject; a verify 0.19 against 0.06 ms). The same few keys
 * sign every payment and every e-ticket, so each is parsed once per process.
 */
const MAX_KEYS = 256;

function memo(parse: (pem: string) => KeyObject): (pem: string) => KeyObject {
  const parsed = new Map<string, KeyObject>();
  return (pem) => {
    let key = parsed.get(pem);
    if (!key) {
      // Keys are few (the payment keys, one per meeting); the bound only stops a runaway.
      if (parsed.size >= MAX_KEYS) parsed.clear();
      parsed.set(pem, (key = parse(pem)));
    }
    return key;
  };
}

export const privateKeyOf = memo((pem) => createPrivateKey(pem));
export const publicKeyOf = memo((pem) => createPublicKey(pem));
