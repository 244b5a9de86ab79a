import { base32Decode, base32Encode, normalizeShortCode, readTicket, ticketCode, ticketPayload, TICKET_PREFIX } from '..';

describe('base32', () => {
  it.each([
    [[], ''],
    [[0], 'AA'],
    [[255], '74'],
    [[102, 111, 111, 98, 97, 114], 'MZXW6YTBOI'],
  ])('%j ⇄ %p', (bytes, text) => {
    expect(base32Encode(Uint8Array.from(bytes))).toBe(text);
    expect(Array.from(base32Decode(text)!)).toEqual(bytes);
  });

  it.each(['A', 'AB', 'ab', 'A=', '80'])('refuses %p: not the one text of a byte string', (text) =>
    expect(base32Decode(text)).toBeUndefined(),
  );
});

describe('e-ticket layout', () => {
  const claims = { kid: 2, meetingId: 7, attendeeId: 4_000_000_001, ticketTypeId: 3, validUntil: new Date('2026-01-11T09:00:00Z') };
  const code = ticketCode(ticketPayload(claims, Uint8Array.from([1, 2, 3, 4])), new Uint8Array(64).fill(9));

  it('reads back the claims, the payload and the signature it was given', () => {
    expect(code.startsWith(TICKET_PREFIX)).toBe(true);
    const t = readTicket(code)!;
    expect(t).toMatchObject(claims);
    expect(Array.from(t.payload.subarray(18))).toEqual([1, 2, 3, 4]);
    expect(t.signature.every((b) => b === 9)).toBe(true);
  });

  it.each([
    ['another prefix', `CT2${code.slice(3)}`],
    ['a byte short', code.slice(0, -2)],
    ['lower case', code.toLowerCase()],
    ['too long', code + 'A'.repeat(200)],
  ])('refuses %s', (_, bad) => expect(readTicket(bad)).toBeUndefined());
});

describe('short code as typed', () => {
  it.each([
    ['7kq2-mxr4 pd', '7KQ2MXR4PD'],
    ['7KQ2.MXR4.PD', '7KQ2MXR4PD'],
    ['7KQ2MXR4P0', undefined],
    ['7KQ2MXR4P', undefined],
  ])('%p → %p', (typed, code) => expect(normalizeShortCode(typed)).toBe(code));
});
