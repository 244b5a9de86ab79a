/** @jest-environment node */
import { pbkdf2Sync } from 'node:crypto';
import type { OfflineData } from '../api/verifying';
import { meetingKeyPair, signTicket } from '../testing/signTicket';
import { judgeOffline } from './judgeOffline';
import { codeHash, readTicket, verifyTicket } from './ticketCode';
import { normalizeShortCode } from './shortCode';

/** The short-code fingerprint as the server computes it (node:crypto), to check the device derives the same. */
const serverShortHash = (meetingId: number, code: string) =>
  pbkdf2Sync(code, `conf-ticket-short-code:${meetingId}`, 10_000, 8, 'sha256').toString('hex');

const key = meetingKeyPair();
/** The tickets' current codes, as the server issued them last. */
const current = {
  11: signTicket(key.privateKey, { meetingId: 7, attendeeId: 11 }),
  12: signTicket(key.privateKey, { meetingId: 7, attendeeId: 12 }),
};
const hashes: Record<number, string> = {};
beforeAll(async () => {
  for (const [id, code] of Object.entries(current)) hashes[Number(id)] = await codeHash(code);
});
const data = (over: Partial<OfflineData> = {}): OfflineData => ({
  meeting: {
    id: 7,
    title: '第十届中国智慧医疗创新大会',
    start_at: '2026-01-10T01:00:00.000Z',
    end_at: '2026-01-11T09:00:00.000Z',
    checkin_opens_at: '2026-01-08T16:00:00.000Z',
  },
  key: { kid: 1, public_key: key.publicKey },
  tickets: [
    {
      attendee_id: 11,
      name: '张会务',
      ticket_name: '标准票',
      checked_in_at: null,
      code_hash: hashes[11],
      short_code_hash: serverShortHash(7, '7KQ2MXR4PD'),
      refund_pending: false,
    },
    {
      attendee_id: 12,
      name: '王建国',
      ticket_name: '标准票',
      checked_in_at: '2026-11-23T01:00:00.000Z',
      code_hash: hashes[12],
      short_code_hash: serverShortHash(7, 'HJ3N8WEYTC'),
      refund_pending: false,
    },
  ],
  revoked: [13],
  generated_at: '',
  ...over,
});

/** The same code with one base32 character changed (still well-formed). */
const alter = (code: string, at: number) => code.slice(0, at) + (code[at] === 'A' ? 'B' : 'A') + code.slice(at + 1);

describe('ticket code', () => {
  it('reads the claims of a server-signed code and verifies its signature', async () => {
    const code = signTicket(key.privateKey, { meetingId: 7, attendeeId: 11, ticketTypeId: 3 });
    expect(readTicket(code)).toMatchObject({ meetingId: 7, attendeeId: 11, ticketTypeId: 3 });
    expect(await verifyTicket(code, key.publicKey)).toMatchObject({ meetingId: 7, attendeeId: 11 });
  });

  it('refuses altered payloads, altered signatures, other keys and junk', async () => {
    const code = signTicket(key.privateKey, { meetingId: 7, attendeeId: 11 });
    expect(await verifyTicket(alter(code, 12), key.publicKey)).toBeUndefined();
    expect(await verifyTicket(alter(code, code.length - 5), key.publicKey)).toBeUndefined();
    expect(await verifyTicket(code, meetingKeyPair().publicKey)).toBeUndefined();
    expect(await verifyTicket('https://example.com/', key.publicKey)).toBeUndefined();
    expect(await verifyTicket(code.slice(0, -1), key.publicKey)).toBeUndefined();
  });
});

describe('judgeOffline', () => {
  const code = (attendeeId: number, over = {}) => signTicket(key.privateKey, { meetingId: 7, attendeeId, ...over });

  it('admits a valid ticket not yet checked in', async () => {
    expect(await judgeOffline(current[11], 7, data(), new Map())).toEqual({
      kind: 'admit',
      attendeeId: 11,
      name: '张会务',
      ticketName: '标准票',
    });
  });

  it("tells a repeat from the server's check-ins and from this device's queue", async () => {
    expect(await judgeOffline(current[12], 7, data(), new Map())).toMatchObject({
      kind: 'repeat',
      name: '王建国',
      firstAt: '2026-11-23T01:00:00.000Z',
    });
    expect(await judgeOffline(current[11], 7, data(), new Map([[11, '2026-11-23T02:00:00.000Z']]))).toMatchObject({
      kind: 'repeat',
      firstAt: '2026-11-23T02:00:00.000Z',
    });
  });

  it('refuses an older code of a reissued ticket, well signed as it is, as the server does', async () => {
    const older = code(11);
    expect(await verifyTicket(older, key.publicKey)).toMatchObject({ attendeeId: 11 });
    expect(await judgeOffline(older, 7, data(), new Map())).toEqual({ kind: 'refuse', message: '该电子票已更换，请出示最新的电子票' });
    expect(await codeHash(` ${current[11]}\n`)).toBe(hashes[11]);
  });

  it('admits a typed short code, whatever its case and separators, by the fingerprint the server computes', async () => {
    expect(normalizeShortCode(' 7kq2m-xr4pd ')).toBe('7KQ2MXR4PD');
    expect(await judgeOffline('7kq2m-xr4pd', 7, data(), new Map())).toEqual({
      kind: 'admit',
      attendeeId: 11,
      name: '张会务',
      ticketName: '标准票',
    });
    expect(await judgeOffline('HJ3N8 WEYTC', 7, data(), new Map())).toMatchObject({ kind: 'repeat', name: '王建国' });
    expect(await judgeOffline('7KQ2MXR4PE', 7, data(), new Map())).toEqual({
      kind: 'refuse',
      message: '电子票码不存在或已作废，请核对后重新输入',
    });
    // The same code at another meeting has another fingerprint.
    expect(await judgeOffline('7KQ2MXR4PD', 8, { ...data(), meeting: { ...data().meeting, id: 8 } }, new Map())).toMatchObject({
      kind: 'refuse',
    });
  });

  it('refuses a ticket whose order waits for a refund, scanned or typed', async () => {
    const pending = data({ tickets: data().tickets.map((t) => ({ ...t, refund_pending: t.attendee_id === 11 })) });
    for (const c of [current[11], '7KQ2MXR4PD'])
      expect(await judgeOffline(c, 7, pending, new Map())).toEqual({ kind: 'refuse', message: '该订单退款申请处理中，请先撤回退款申请' });
  });

  it('refuses scans before the door opens, naming the time in Beijing', async () => {
    const later = data({ meeting: { ...data().meeting, checkin_opens_at: '2026-11-21T16:00:00.000Z' } });
    expect(await judgeOffline(current[11], 7, later, new Map(), new Date('2026-11-21T15:59:00.000Z'))).toEqual({
      kind: 'refuse',
      message: '未到签到时间，签到将于 2026年11月22日 00:00 开始',
    });
    expect(await judgeOffline('7KQ2MXR4PD', 7, later, new Map(), new Date('2026-11-21T15:59:00.000Z'))).toMatchObject({
      kind: 'refuse',
      message: expect.stringContaining('未到签到时间'),
    });
    expect(await judgeOffline(current[11], 7, later, new Map(), new Date('2026-11-21T16:00:00.000Z'))).toMatchObject({ kind: 'admit' });
  });

  it('with a list downloaded before it carried the opening time, opens the door the day before the start (Beijing)', async () => {
    const { checkin_opens_at: _, ...old } = { ...data().meeting, start_at: '2026-11-23T01:00:00.000Z' };
    const list = data({ meeting: old });
    expect(await judgeOffline(current[11], 7, list, new Map(), new Date('2026-11-21T15:59:00.000Z'))).toEqual({
      kind: 'refuse',
      message: '未到签到时间，签到将于 2026年11月22日 00:00 开始',
    });
    expect(await judgeOffline(current[11], 7, list, new Map(), new Date('2026-11-21T16:00:00.000Z'))).toMatchObject({ kind: 'admit' });
    const unknown = data({ meeting: { ...old, start_at: '' } });
    expect(await judgeOffline(current[11], 7, unknown, new Map())).toEqual({
      kind: 'refuse',
      message: '离线名单缺少签到时间，请联网后重新下载离线名单',
    });
  });

  it('refuses forged, foreign, expired, revoked and unknown tickets', async () => {
    const refused = async (c: string) => ((await judgeOffline(c, 7, data(), new Map())) as { message: string }).message;
    expect(await refused(alter(code(11), 14))).toContain('伪造或被篡改');
    expect(await refused(signTicket(meetingKeyPair().privateKey, { meetingId: 7, attendeeId: 11 }))).toContain('伪造或被篡改');
    expect(await refused(signTicket(key.privateKey, { meetingId: 8, attendeeId: 11 }))).toContain('另一场会议');
    expect(await refused(code(11, { validUntil: new Date(Date.now() - 120_000) }))).toContain('已过期');
    expect(await refused(code(13))).toContain('已作废');
    expect(await refused(code(99))).toContain('不存在');
    expect(await judgeOffline(code(11), 7, data({ key: null }), new Map())).toMatchObject({ kind: 'refuse' });
  });
});
