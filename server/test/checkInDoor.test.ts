import fs from 'node:fs';
import path from 'node:path';
import { pbkdf2Sync, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, tokenFor, type TestApp } from './helpers/testApp';
import { call, meetingWithTicket, newUser, people, submitOrder } from './helpers/orders';
import { lockOrder } from '../src/features/orders/machine';
import { hooksOf } from '../src/features/orders/kinds';
import { markPaid } from '../src/features/orders/lifecycle';
import { orderCommands } from '../src/features/orders/commands';
import { assignShortCode } from '../src/features/signup/attendees';
import { newShortCode, normalizeShortCode, SHORT_CODE_ALPHABET } from '../src/features/signup/eticket/shortCode';

const SHORT = new RegExp(`^[${SHORT_CODE_ALPHABET}]{10}$`);

/** The door's rules beside the code itself: refunds asked for, the time the door opens, the short code typed by hand. */
describe('check-in: refunds, opening time, short codes', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let verifier: string;
  let verifierId: number;
  let open: { meetingId: number; ticketId: number };
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    second = await t.secondInstance();
    [{ id: verifierId }] = await t.db.query<{ id: number }>(
      "INSERT INTO users (username, nickname, mobile, password_hash, roles) VALUES ('v1', '李核销', '13900139000', '-', '{verifier}') RETURNING id",
    );
    verifier = await tokenFor(t.db, '13900139000');
    // Starting within a day: the door is open (since the day before) and refunds are still allowed.
    open = await meetingOf(
      { price: 10000 },
      { start: new Date(Date.now() + 20 * 3600_000).toISOString(), end: new Date(Date.now() + 3 * 86_400_000).toISOString() },
    );
  }, 60_000);
  afterAll(() => t.close());

  async function meetingOf(...args: Parameters<typeof meetingWithTicket> extends [unknown, ...infer R] ? R : never) {
    const m = await meetingWithTicket(t.db, { sale_end: new Date(Date.now() + 3600_000).toISOString(), ...args[0] }, args[1]);
    await t.db.query('INSERT INTO meeting_verifiers (meeting_id, user_id) VALUES ($1, $2)', [m.meetingId, verifierId]);
    return m;
  }

  /** A paid order of n attendees (paid by transfer when priced): its number, buyer and e-tickets. */
  async function paidOrder(n: number, m = open) {
    const u = await newUser(t.db);
    const sn = (await submitOrder(t.app, u.token, { meeting_id: m.meetingId, ticket_id: m.ticketId, applyers: people(n) })).data
      .order_sn as string;
    await t.db.tx(async (q) => markPaid(q, await lockOrder(q, sn), 'offline', 'admin'));
    const rows = await t.db.query<{ id: number; ticket_code: string; short_code: string }>(
      'SELECT a.id, a.ticket_code, a.short_code FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.order_sn = $1 ORDER BY a.id',
      [sn],
    );
    return { sn, token: u.token, tickets: rows };
  }

  const scan = (code: string, opts: { meeting?: number; app?: FastifyInstance; scannedAt?: string; scanId?: string } = {}) =>
    call(
      opts.app ?? t.app,
      '/api/wyms/meeting/verifying/verifying',
      {
        meeting_id: opts.meeting ?? open.meetingId,
        code,
        scan_id: opts.scanId ?? randomUUID(),
        device: 'Pixel 8',
        ...(opts.scannedAt ? { scanned_at: opts.scannedAt } : {}),
      },
      verifier,
    );
  const offlineData = async (meetingId = open.meetingId) =>
    (await t.app.inject({ url: `/api/wyms/meeting/verifying/offline_data?meeting_id=${meetingId}`, headers: { token: verifier } })).json()
      .data;
  const checkedIn = async (attendeeId: number) =>
    (await t.db.query('SELECT 1 FROM attendees WHERE id = $1 AND checked_in_at IS NOT NULL', [attendeeId])).length === 1;

  describe('a refund asked for', () => {
    it('keeps the ticket out until the buyer withdraws it, online and in the offline list', async () => {
      const o = await paidOrder(1);
      expect((await call(t.app, '/api/ms.order/apply_refund', { order_sn: o.sn, reason: '行程有变' }, o.token)).code).toBe(1);
      const refused = await scan(o.tickets[0].ticket_code);
      expect(refused).toMatchObject({ code: 0, msg: '该订单退款申请处理中，请先撤回退款申请' });
      expect(await checkedIn(o.tickets[0].id)).toBe(false);
      const listed = (await offlineData()).tickets.find((x: { attendee_id: number }) => x.attendee_id === o.tickets[0].id);
      expect(listed.refund_pending).toBe(true);

      expect((await call(t.app, '/api/ms.order/cancel_refund', { order_sn: o.sn }, o.token)).code).toBe(1);
      expect((await offlineData()).tickets.find((x: { attendee_id: number }) => x.attendee_id === o.tickets[0].id).refund_pending).toBe(
        false,
      );
      expect(await scan(o.tickets[0].ticket_code)).toMatchObject({ code: 1, msg: '核销成功' });
    });

    it('says so too once the refund is approved and under way', async () => {
      const o = await paidOrder(1);
      await call(t.app, '/api/ms.order/apply_refund', { order_sn: o.sn, reason: '行程有变' }, o.token);
      await t.db.query("UPDATE refunds SET status = 'approved' WHERE order_id = (SELECT id FROM orders WHERE order_sn = $1)", [o.sn]);
      expect((await scan(o.tickets[0].ticket_code)).msg).toBe('该订单正在退款，电子票不能入场');
    });

    it('and a scan at the same moment on two instances: either the refund or the check-in, never both', async () => {
      const orders = await Promise.all(Array.from({ length: 12 }, () => paidOrder(1)));
      await Promise.all(
        orders.map(async (o, i) => {
          const [door, refund] = await Promise.all([
            scan(o.tickets[0].ticket_code, { app: i % 2 ? second : t.app }),
            call(i % 2 ? t.app : second, '/api/ms.order/apply_refund', { order_sn: o.sn, reason: '同时' }, o.token),
          ]);
          const [order] = await t.db.query<{ status: string }>('SELECT status FROM orders WHERE order_sn = $1', [o.sn]);
          const inside = await checkedIn(o.tickets[0].id);
          expect({ door: door.code, refund: refund.code, inside, status: order.status }).toEqual(
            door.code === 1
              ? { door: 1, refund: 0, inside: true, status: 'paid' }
              : { door: 0, refund: 1, inside: false, status: 'refunding' },
          );
          expect(door.code === 1 ? refund.msg : door.msg).toMatch(door.code === 1 ? '参会人已签到入场，无法退款' : '退款');
        }),
      );
    });
  });

  describe('a scan made offline before the refund was asked for, sent after it', () => {
    const approve = (sn: string, app: FastifyInstance = t.app) =>
      orderCommands
        .find((c) => c.name === 'approve-refund')!
        .run(app.db, { order: sn })
        .then(
          () => '',
          (e: Error) => e.message,
        );
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

    it('is recorded, since the person is in, and the approval is then refused naming who', async () => {
      const o = await paidOrder(2);
      expect((await call(t.app, '/api/ms.order/apply_refund', { order_sn: o.sn, reason: '不去了' }, o.token)).code).toBe(1);
      expect(await scan(o.tickets[0].ticket_code, { scannedAt: minutesAgo(10) })).toMatchObject({ code: 1, msg: '核销成功' });
      expect(await checkedIn(o.tickets[0].id)).toBe(true);
      const [a] = await t.db.query<{ name: string }>('SELECT name FROM attendees WHERE id = $1', [o.tickets[0].id]);
      expect(await approve(o.sn)).toContain(`不能同意退款：参会人已签到入场，无法退款。已签到：${a.name}（`);
      const [order] = await t.db.query<{ status: string; refund: string }>(
        'SELECT o.status, f.status AS refund FROM orders o JOIN refunds f ON f.order_id = o.id WHERE o.order_sn = $1',
        [o.sn],
      );
      expect(order).toEqual({ status: 'refunding', refund: 'requested' });
    });

    it('is still refused when made after the request, or once the refund is approved', async () => {
      const after = await paidOrder(1);
      await call(t.app, '/api/ms.order/apply_refund', { order_sn: after.sn, reason: '不去了' }, after.token);
      const later = new Date(Date.now() + 1000).toISOString();
      expect(await scan(after.tickets[0].ticket_code, { scannedAt: later })).toMatchObject({
        code: 0,
        msg: '该订单退款申请处理中，请先撤回退款申请',
      });

      const approved = await paidOrder(1);
      await call(t.app, '/api/ms.order/apply_refund', { order_sn: approved.sn, reason: '不去了' }, approved.token);
      expect(await approve(approved.sn)).toBe('');
      expect((await scan(approved.tickets[0].ticket_code, { scannedAt: minutesAgo(10) })).code).toBe(0);
      expect((await checkedIn(after.tickets[0].id)) || (await checkedIn(approved.tickets[0].id))).toBe(false);
    });

    it('racing the approval on two instances ends one way: admitted and approval refused, or approved and not admitted', async () => {
      const orders = await Promise.all(Array.from({ length: 8 }, () => paidOrder(1)));
      for (const o of orders) await call(t.app, '/api/ms.order/apply_refund', { order_sn: o.sn, reason: '同时' }, o.token);
      const outcomes = await Promise.all(
        orders.map(async (o, i) => {
          const [door, approval] = await Promise.all([
            scan(o.tickets[0].ticket_code, { app: i % 2 ? second : t.app, scannedAt: minutesAgo(10) }),
            approve(o.sn, i % 2 ? t.app : second),
          ]);
          return { admitted: door.code === 1, approved: approval === '', inside: await checkedIn(o.tickets[0].id) };
        }),
      );
      for (const x of outcomes)
        expect(x).toEqual(
          x.admitted ? { admitted: true, approved: false, inside: true } : { admitted: false, approved: true, inside: false },
        );
    });
  });

  describe('the time the door opens', () => {
    it('is 00:00 Shanghai time of the day before the start unless set, and earlier scans are refused with it', async () => {
      // 00:30 on 10 March in Shanghai is still 9 March in UTC: the day counts in Shanghai.
      const later = await meetingOf(
        { price: 0, sale_end: '2027-03-01T00:00:00+08:00' },
        { start: '2027-03-10T00:30:00+08:00', end: '2027-03-11T18:00:00+08:00' },
      );
      const [m] = await t.db.query<{ checkin_opens_at: Date }>('SELECT checkin_opens_at FROM meetings WHERE id = $1', [later.meetingId]);
      expect(m.checkin_opens_at.toISOString()).toBe('2027-03-08T16:00:00.000Z');
      const o = await paidOrder(1, later);
      expect(await scan(o.tickets[0].ticket_code, { meeting: later.meetingId })).toMatchObject({
        code: 0,
        msg: '未到签到时间，签到将于 2027年3月9日 00:00 开始',
      });
      expect(await checkedIn(o.tickets[0].id)).toBe(false);
      expect(new Date((await offlineData(later.meetingId)).meeting.checkin_opens_at).toISOString()).toBe('2027-03-08T16:00:00.000Z');

      // Opened early by the organiser: the same ticket is admitted, but not a scan made offline before that time.
      await t.db.query("UPDATE meetings SET checkin_opens_at = now() - interval '30 minutes' WHERE id = $1", [later.meetingId]);
      const early = await paidOrder(1, later);
      expect(
        (await scan(early.tickets[0].ticket_code, { meeting: later.meetingId, scannedAt: new Date(Date.now() - 3600_000).toISOString() }))
          .msg,
      ).toMatch(/^未到签到时间，签到将于 \d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} 开始$/);
      expect(await scan(o.tickets[0].ticket_code, { meeting: later.meetingId })).toMatchObject({ code: 1 });
    });
  });

  describe('the short code', () => {
    it('is on every e-ticket: 10 characters without look-alikes, shown with the QR and on the printed ticket', async () => {
      const o = await paidOrder(2);
      for (const x of o.tickets) expect(x.short_code).toMatch(SHORT);
      expect(o.tickets[0].short_code).not.toBe(o.tickets[1].short_code);
      const vouchers = (
        await t.app.inject({ url: `/api/wyms/meeting/meeting_apply/attendance_voucher?order_sn=${o.sn}`, headers: { token: o.token } })
      ).json().data;
      expect(vouchers.map((v: { short_code: string }) => v.short_code)).toEqual(o.tickets.map((x) => x.short_code));
      const print = await call(t.app, '/api/ms.member/get_print_ticket', { order_sn: o.sn }, o.token);
      expect(print.data.tickets.map((v: { short_code: string }) => v.short_code)).toEqual(o.tickets.map((x) => x.short_code));
    });

    it('admits when typed, whatever the case and separators, once; a wrong one is named', async () => {
      const o = await paidOrder(1);
      const c = o.tickets[0].short_code;
      const typed = ` ${c.slice(0, 5).toLowerCase()}-${c.slice(5, 8)} ${c.slice(8)} `;
      expect(normalizeShortCode(typed)).toBe(c);
      expect(await scan(typed)).toMatchObject({ code: 1, msg: '核销成功', data: { attendee_id: o.tickets[0].id } });
      expect((await scan(c)).msg).toMatch(/已核销，首次核销时间/);
      const wrong = [...c].map((ch) => (ch === 'Z' ? 'Y' : 'Z')).join('');
      expect(await scan(wrong)).toMatchObject({ code: 0, msg: '电子票码不存在，请核对后重新输入' });
      // Another meeting's short code does not open this door.
      const elsewhere = await paidOrder(1, await meetingOf({ price: 0 }, { start: new Date(Date.now() - 3600_000).toISOString() }));
      expect((await scan(elsewhere.tickets[0].short_code)).msg).toBe('电子票码不存在，请核对后重新输入');
    });

    it('changes with a reissued ticket: the old short code no longer admits, and the offline list follows', async () => {
      const o = await paidOrder(1);
      const old = o.tickets[0];
      const hashOf = async () =>
        (await offlineData()).tickets.find((x: { attendee_id: number }) => x.attendee_id === old.id).short_code_hash;
      const before = await hashOf();
      await t.db.tx(async (q) => {
        const order = await lockOrder(q, o.sn);
        for (const h of hooksOf('meeting')) await h.onPaid?.(q, order);
      });
      const [{ short_code: current }] = await t.db.query<{ short_code: string }>('SELECT short_code FROM attendees WHERE id = $1', [
        old.id,
      ]);
      expect(current).toMatch(SHORT);
      expect(current).not.toBe(old.short_code);
      expect(await hashOf()).not.toBe(before);
      expect((await scan(old.short_code)).msg).toBe('电子票码不存在，请核对后重新输入');
      expect(await scan(current)).toMatchObject({ code: 1 });
    });

    it('limits the wrong codes one verifier may type at a meeting; the right ones do not count', async () => {
      const m = await meetingOf({ price: 0 }, { start: new Date(Date.now() - 3600_000).toISOString() });
      const good = (await Promise.all(Array.from({ length: 5 }, () => paidOrder(5, m)))).flatMap((o) => o.tickets);
      // More right codes than the limit allows wrong ones.
      for (const x of good.slice(0, 21)) expect((await scan(x.short_code, { meeting: m.meetingId })).code).toBe(1);
      const guesses = [];
      for (let i = 0; i < 21; i += 1) guesses.push((await scan(newShortCode(), { meeting: m.meetingId })).msg);
      expect(guesses.slice(0, 20).every((msg) => msg === '电子票码不存在，请核对后重新输入')).toBe(true);
      expect(guesses[20]).toMatch(/^输错的电子票码次数过多，请\d+(秒|分钟)后再试$/);
      // Blocked, even a right code waits: typing stops for this verifier at this meeting only.
      expect((await scan(good[21].short_code, { meeting: m.meetingId })).msg).toMatch(/输错的电子票码次数过多/);
      expect((await scan(good[21].ticket_code, { meeting: m.meetingId })).code).toBe(1);
    });

    it('is unique per meeting in the database, and drawn again when the meeting has it already', async () => {
      const o = await paidOrder(2);
      const [a, b] = o.tickets;
      await expect(t.db.query('UPDATE attendees SET short_code = $2 WHERE id = $1', [b.id, a.short_code])).rejects.toMatchObject({
        code: '23505',
      });
      const draws = [a.short_code, a.short_code, 'ABCDEFGHJK'];
      const given = await t.db.tx((q) => assignShortCode(q, b.id, open.meetingId, () => draws.shift()!));
      expect(given).toBe('ABCDEFGHJK');
      expect(draws).toEqual([]);
    });

    it('gives the offline list a slow fingerprint of each short code, never the code', async () => {
      const o = await paidOrder(1);
      const data = await offlineData();
      const listed = data.tickets.find((x: { attendee_id: number }) => x.attendee_id === o.tickets[0].id);
      expect(JSON.stringify(data)).not.toContain(o.tickets[0].short_code);
      expect(listed.short_code_hash).toBe(
        pbkdf2Sync(o.tickets[0].short_code, `conf-ticket-short-code:${open.meetingId}`, 10_000, 8, 'sha256').toString('hex'),
      );
    });

    it('is given by the migration to tickets issued before it', async () => {
      const o = await paidOrder(3);
      await t.db.query('ALTER TABLE attendees DROP COLUMN short_code, DROP COLUMN short_code_hash');
      await t.db.exec(fs.readFileSync(path.resolve(__dirname, '../migrations/1201_ticket_short_codes.sql'), 'utf8'));
      const rows = await t.db.query<{ short_code: string }>('SELECT short_code FROM attendees WHERE id = ANY($1::int[])', [
        o.tickets.map((x) => x.id),
      ]);
      expect(rows).toHaveLength(3);
      for (const r of rows) expect(r.short_code).toMatch(SHORT);
      const [{ missing }] = await t.db.query<{ missing: number }>(
        'SELECT count(*)::int AS missing FROM attendees WHERE ticket_code IS NOT NULL AND short_code IS NULL',
      );
      expect(missing).toBe(0);
      expect(await scan(rows[0].short_code.toLowerCase())).toMatchObject({ code: 1 });
    });
  });
});
