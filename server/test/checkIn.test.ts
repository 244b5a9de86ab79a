import { createHash, randomUUID, generateKeyPairSync, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, tokenFor, type TestApp } from './helpers/testApp';
import { call, meetingWithTicket, newUser, people, submitOrder } from './helpers/orders';
import { uploadPicture } from './helpers/uploads';
import { orderCommands } from '../src/features/orders/commands';
import { lockOrder } from '../src/features/orders/machine';
import { hooksOf } from '../src/features/orders/kinds';
import { verifyTicket, TICKET_PREFIX } from '../src/features/signup';
import { base32Encode } from '@conf/contract';

describe('check-in at the door', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let verifier: string;
  let meetingId: number;
  let ticketId: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    second = await t.secondInstance();
    await t.db.query(
      "INSERT INTO users (username, nickname, mobile, password_hash, roles) VALUES ('v1', '李核销', '13900139000', '-', '{verifier}')",
    );
    verifier = await tokenFor(t.db, '13900139000');
    ({ meetingId, ticketId } = await meetingWithTicket(
      t.db,
      { price: 0, limit: 5, sale_end: new Date(Date.now() + 86_400_000).toISOString() },
      { start: new Date(Date.now() - 3600_000).toISOString(), end: new Date(Date.now() + 86_400_000).toISOString() },
    ));
    await t.db.query("INSERT INTO meeting_verifiers (meeting_id, user_id) SELECT $1, id FROM users WHERE mobile = '13900139000'", [
      meetingId,
    ]);
  }, 60_000);
  afterAll(() => t.close());

  /** A paid (free) order of n attendees; answers the codes of its e-tickets. */
  async function tickets(n: number, meeting = meetingId, ticket = ticketId): Promise<{ codes: string[]; sn: string; token: string }> {
    const u = await newUser(t.db);
    const res = await submitOrder(t.app, u.token, { meeting_id: meeting, ticket_id: ticket, applyers: people(n) });
    expect(res.data.status).toBe('paid');
    const rows = await t.db.query<{ ticket_code: string }>(
      'SELECT a.ticket_code FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.order_sn = $1 ORDER BY a.id',
      [res.data.order_sn],
    );
    return { codes: rows.map((r) => r.ticket_code), sn: res.data.order_sn, token: u.token };
  }

  const scan = (
    code: string,
    opts: { scanId?: string; meeting?: number; token?: string; app?: FastifyInstance; scannedAt?: string } = {},
  ) =>
    call(
      opts.app ?? t.app,
      '/api/wyms/meeting/verifying/verifying',
      {
        meeting_id: opts.meeting ?? meetingId,
        code,
        scan_id: opts.scanId ?? randomUUID(),
        device: 'Pixel 8 · Chrome',
        ...(opts.scannedAt ? { scanned_at: opts.scannedAt } : {}),
      },
      opts.token ?? verifier,
    );

  it('admits a ticket once: the first scan gets the name, a second says 已核销 with the first time and who', async () => {
    const { codes } = await tickets(1);
    const first = await scan(codes[0]);
    expect(first).toMatchObject({ code: 1, msg: '核销成功', data: { name: expect.stringMatching(/^参会人\d+$/), ticket_name: '标准票' } });
    const again = await scan(codes[0]);
    expect(again.code).toBe(0);
    expect(again.msg).toMatch(/^参会人\d+ 已核销，首次核销时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}（李核销）$/);
    expect(again.data).toMatchObject({ first_by: '李核销', first_device: 'Pixel 8 · Chrome' });
  });

  it('answers a retried request with the same scan_id with the same answer, and admits nobody twice', async () => {
    const { codes } = await tickets(1);
    const id = randomUUID();
    const a = await scan(codes[0], { scanId: id });
    const b = await scan(codes[0], { scanId: id, app: second });
    expect(a).toMatchObject({ code: 1 });
    expect(b).toMatchObject({ code: 1, data: a.data });
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM verifications WHERE ticket_code = $1', [codes[0]]);
    expect(n.n).toBe(1);
    // The same scan_id with another ticket is refused, and admits nobody.
    const { codes: other } = await tickets(1);
    expect((await scan(other[0], { scanId: id })).msg).toBe('该请求标识已用于另一个请求，请刷新后重试');
    const [m] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM attendees WHERE ticket_code = $1 AND checked_in_at IS NOT NULL',
      [other[0]],
    );
    expect(m.n).toBe(0);
  });

  it('gives exactly one success when ten devices scan one ticket at once on two instances', async () => {
    const { codes } = await tickets(1);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => scan(codes[0], { app: i % 2 ? second : t.app })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 0).every((a) => a.msg.includes('已核销'))).toBe(true);
  });

  it('refuses forged, altered and unreadable codes, and codes of another meeting', async () => {
    const { codes } = await tickets(1);
    const altered = codes[0].slice(0, 30) + (codes[0][30] === 'A' ? 'B' : 'A') + codes[0].slice(31);
    expect((await scan(altered)).msg).toMatch(/电子票校验失败|无法识别/);
    // A well-formed code signed with a key that is not the meeting's.
    const { privateKey } = generateKeyPairSync('ed25519');
    const payload = Buffer.alloc(22);
    payload.writeUInt8(1, 0);
    payload.writeUInt8(1, 1);
    payload.writeUInt32BE(meetingId, 2);
    payload.writeUInt32BE(1, 6);
    payload.writeUInt32BE(ticketId, 10);
    payload.writeUInt32BE(Math.floor(Date.now() / 60_000) + 10_000, 14);
    const forged = TICKET_PREFIX + base32Encode(Buffer.concat([payload, sign(null, payload, privateKey)]));
    expect((await scan(forged)).msg).toBe('电子票校验失败，可能是伪造或被篡改的二维码');
    expect((await scan('https://example.com/not-a-ticket')).msg).toBe('无法识别的二维码，请出示本会议的电子票');
    const other = await meetingWithTicket(t.db, { price: 0 });
    const theirs = await tickets(1, other.meetingId, other.ticketId);
    await t.db.query("INSERT INTO meeting_verifiers (meeting_id, user_id) SELECT $1, id FROM users WHERE mobile = '13900139000'", [
      other.meetingId,
    ]);
    expect((await scan(theirs.codes[0])).msg).toBe('该电子票属于另一场会议：测试会议');
    // None of these admitted anyone.
    const [n] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM attendees WHERE ticket_code = ANY($1) AND checked_in_at IS NOT NULL',
      [[codes[0], theirs.codes[0]]],
    );
    expect(n.n).toBe(0);
  });

  it('refuses a refunded ticket, and a verifier of another meeting; refunds stop once someone is checked in', async () => {
    const u = await newUser(t.db);
    const paid = await meetingWithTicket(t.db, { price: 10000 }, { start: new Date(Date.now() + 86_400_000).toISOString() });
    await t.db.query("INSERT INTO meeting_verifiers (meeting_id, user_id) SELECT $1, id FROM users WHERE mobile = '13900139000'", [
      paid.meetingId,
    ]);
    const order = await submitOrder(t.app, u.token, { meeting_id: paid.meetingId, ticket_id: paid.ticketId, applyers: people(2) });
    const sn = order.data.order_sn;
    await call(
      t.app,
      '/api/wyms/meeting/meeting_apply/submit_pay_voucher',
      { order_sn: sn, image: await uploadPicture(t.app, u.token, 'voucher') },
      u.token,
    );
    await orderCommands.find((c) => c.name === 'approve-voucher')!.run(t.db, { order: sn });
    const codes = (
      await t.db.query<{ ticket_code: string }>(
        'SELECT a.ticket_code FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.order_sn = $1 ORDER BY a.id',
        [sn],
      )
    ).map((r) => r.ticket_code);
    await call(t.app, '/api/ms.order/apply_refund', { order_sn: sn, reason: '不去了' }, u.token);
    await orderCommands.find((c) => c.name === 'approve-refund')!.run(t.db, { order: sn });
    await orderCommands.find((c) => c.name === 'mark-refund-paid')!.run(t.db, { order: sn });
    expect((await scan(codes[0], { meeting: paid.meetingId })).msg).toBe('电子票已作废：订单已退款');

    const outsider = await newUser(t.db);
    await t.db.query("UPDATE users SET roles = '{verifier}' WHERE id = $1", [outsider.id]);
    const { codes: mine } = await tickets(1);
    expect((await scan(mine[0], { token: outsider.token })).msg).toBe('您不是该会议的核销员');
    expect((await scan(mine[0], { token: (await newUser(t.db)).token })).msg).toBe('您不是核销员');
    expect((await scan(mine[0], { token: '' })).status).toBe(401);

    // Checked in, an order can no longer be refunded.
    const priced = await meetingWithTicket(t.db, { price: 10000 }, { start: new Date(Date.now() + 86_400_000).toISOString() });
    await t.db.query("INSERT INTO meeting_verifiers (meeting_id, user_id) SELECT $1, id FROM users WHERE mobile = '13900139000'", [
      priced.meetingId,
    ]);
    const o2 = await submitOrder(t.app, u.token, { meeting_id: priced.meetingId, ticket_id: priced.ticketId, applyers: people(1) });
    await call(
      t.app,
      '/api/wyms/meeting/meeting_apply/submit_pay_voucher',
      { order_sn: o2.data.order_sn, image: await uploadPicture(t.app, u.token, 'voucher') },
      u.token,
    );
    await orderCommands.find((c) => c.name === 'approve-voucher')!.run(t.db, { order: o2.data.order_sn });
    const [c2] = await t.db.query<{ ticket_code: string }>(
      'SELECT a.ticket_code FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.order_sn = $1',
      [o2.data.order_sn],
    );
    expect((await scan(c2.ticket_code, { meeting: priced.meetingId })).code).toBe(1);
    expect((await call(t.app, '/api/ms.order/apply_refund', { order_sn: o2.data.order_sn, reason: '想退' }, u.token)).msg).toBe(
      '参会人已签到入场，无法退款',
    );
  });

  it('dates a scan made offline when it happened, and refuses impossible times', async () => {
    const { codes } = await tickets(1);
    const at = new Date(Date.now() - 10 * 60_000).toISOString();
    const res = await scan(codes[0], { scannedAt: at });
    expect(new Date(res.data.checked_in_at).toISOString()).toBe(at);
    const { codes: later } = await tickets(1);
    expect((await scan(later[0], { scannedAt: new Date(Date.now() + 3600_000).toISOString() })).msg).toBe('扫码时间不正确');
  });

  it('counts real attendees per meeting, lists who is in and who is not, and searches by name or mobile', async () => {
    const fresh = await meetingWithTicket(
      t.db,
      { price: 0, sale_end: new Date(Date.now() + 86_400_000).toISOString() },
      { start: new Date(Date.now() - 3600_000).toISOString(), end: new Date(Date.now() + 86_400_000).toISOString() },
    );
    await t.db.query("INSERT INTO meeting_verifiers (meeting_id, user_id) SELECT $1, id FROM users WHERE mobile = '13900139000'", [
      fresh.meetingId,
    ]);
    const { codes } = await tickets(3, fresh.meetingId, fresh.ticketId);
    await scan(codes[1], { meeting: fresh.meetingId });
    const meetings = (await t.app.inject({ url: '/api/wyms/meeting/verifying/meeting_list', headers: { token: verifier } })).json().data
      .data;
    expect(meetings.find((m: { id: number }) => m.id === fresh.meetingId)).toMatchObject({ verified_count: 1, attendee_count: 3 });
    const list = async (q: string) =>
      (
        await t.app.inject({
          url: `/api/wyms/meeting/verifying/verifying_user_list?meeting_id=${fresh.meetingId}&${q}`,
          headers: { token: verifier },
        })
      ).json().data;
    const verified = await list('state=verified');
    expect(verified.counts).toEqual({ verified: 1, total: 3, pending: 2 });
    expect(verified.data).toMatchObject([
      { device: 'Pixel 8 · Chrome', verifier_name: '李核销', mobile: expect.stringMatching(/^1\d{2}\*{4}\d{4}$/) },
    ]);
    const pending = await list('state=pending');
    expect(pending.data).toHaveLength(2);
    const name = pending.data[0].name;
    expect((await list(`state=pending&keyword=${encodeURIComponent(name)}`)).data.map((a: { name: string }) => a.name)).toEqual([name]);
    const stranger = await newUser(t.db);
    await t.db.query("UPDATE users SET roles = '{verifier}' WHERE id = $1", [stranger.id]);
    expect(
      (
        await t.app.inject({
          url: `/api/wyms/meeting/verifying/verifying_user_list?meeting_id=${fresh.meetingId}`,
          headers: { token: stranger.token },
        })
      ).json().msg,
    ).toBe('您不是该会议的核销员');
  });

  it('gives a scanner what it needs offline: the key that verifies the codes, valid and revoked tickets, who is in', async () => {
    const { codes } = await tickets(2);
    await scan(codes[0]);
    const data = (
      await t.app.inject({ url: `/api/wyms/meeting/verifying/offline_data?meeting_id=${meetingId}`, headers: { token: verifier } })
    ).json().data;
    const key = Buffer.from(data.key.public_key, 'base64url');
    for (const code of codes) expect(verifyTicket(code, key)).toMatchObject({ meetingId });
    const ids = (
      await t.db.query<{ id: number; ticket_code: string }>('SELECT id, ticket_code FROM attendees WHERE ticket_code = ANY($1)', [codes])
    ).sort((a, b) => a.id - b.id);
    const inBundle = data.tickets.filter((x: { attendee_id: number }) => ids.some((i) => i.id === x.attendee_id));
    expect(inBundle).toHaveLength(2);
    expect(inBundle.filter((x: { checked_in_at: string | null }) => x.checked_in_at)).toHaveLength(1);
    expect(Array.isArray(data.revoked)).toBe(true);
  });

  it('gives each ticket a fingerprint of its current code offline, which changes when the ticket is reissued', async () => {
    const { codes, sn } = await tickets(1);
    const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM attendees WHERE ticket_code = $1', [codes[0]]);
    const offlineHash = async () =>
      (await t.app.inject({ url: `/api/wyms/meeting/verifying/offline_data?meeting_id=${meetingId}`, headers: { token: verifier } }))
        .json()
        .data.tickets.find((x: { attendee_id: number }) => x.attendee_id === id).code_hash;
    const sha = (code: string) => createHash('sha256').update(code).digest('hex').slice(0, 16);
    expect(await offlineHash()).toBe(sha(codes[0]));

    // Reissued as a payment does it: the order's paid hook signs its tickets afresh.
    await t.db.tx(async (q) => {
      const order = await lockOrder(q, sn);
      for (const h of hooksOf('meeting')) await h.onPaid?.(q, order);
    });
    const [{ ticket_code: current }] = await t.db.query<{ ticket_code: string }>('SELECT ticket_code FROM attendees WHERE id = $1', [id]);
    expect(current).not.toBe(codes[0]);
    expect(await offlineHash()).toBe(sha(current));
    expect((await scan(codes[0])).msg).toBe('该电子票已更换，请出示最新的电子票');
    expect((await scan(current)).code).toBe(1);
  });
});
