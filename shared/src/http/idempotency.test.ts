import { createSubmitKey, newIdempotencyKey } from './idempotency';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  const randomUUID = crypto.randomUUID;
  afterEach(() => Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true }));

  it('uses crypto.randomUUID where the browser has it', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: () => '11111111-2222-4333-8444-555555555555', configurable: true });
    expect(newIdempotencyKey()).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('makes a version-4 UUID from random bytes where it does not (pages over plain http)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(50);
  });
});

describe('createSubmitKey', () => {
  it('keeps one key for every resend of a submit, and a new one after it is settled', () => {
    const key = createSubmitKey();
    const first = key.current();
    expect(key.current()).toBe(first);
    key.settle();
    const second = key.current();
    expect(second).not.toBe(first);
    expect(second).toMatch(UUID_V4);
    expect(key.current()).toBe(second);
  });

  it('gives each form its own key', () => {
    expect(createSubmitKey().current()).not.toBe(createSubmitKey().current());
  });
});
