/** The header a write carries so that the server answers its resend with the first answer. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh key for one user action: a random UUID (crypto.randomUUID where the browser has it, e.g. not over plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key of one submit, kept while the user resends the same submit (a timeout, a tap on 重试) and replaced
 * once that submit is settled: `current()` for every send, `settle()` after an answer that ends it.
 */
export function createSubmitKey(): { current: () => string; settle: () => void } {
  let key = newIdempotencyKey();
  return {
    current: () => key,
    settle: () => {
      key = newIdempotencyKey();
    },
  };
}
