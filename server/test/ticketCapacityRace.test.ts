import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './helpers/testApp';
import { meetingWithTicket, newUser, people, stockOfTicket, submitOrder } from './helpers/orders';
import { adminApi, adminCli } from './helpers/admin';

/**
 * An organiser lowers a ticket type's capacity while 200 buyers race for it on two API instances: the change
 * is either taken (and from then on nobody gets a seat beyond it) or refused with the numbers of that moment;
 * never do sold and held together exceed the capacity the row ends with.
 */
describe('a capacity change during a 200-buyer race on two instances', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    second = await t.secondInstance();
    const u = await newUser(t.db);
    await adminCli(t.db, 'grant-admin', { mobile: u.mobile });
    admin = u.token;
  }, 60_000);
  afterAll(() => t.close());

  it.each([
    ['a free ticket (sold at once)', 0],
    ['a paid ticket (held until paid)', 10000],
  ])(
    'never lets %s go beyond the new capacity',
    async (_, price) => {
      const { meetingId, ticketId } = await meetingWithTicket(t.db, { stock: 150, limit: 1, price });
      const buyers: Array<{ token: string }> = [];
      for (let i = 0; i < 200; i += 1) buyers.push(await newUser(t.db));
      const lowered: Array<{ code: number; msg: string }> = [];
      const lowerings: Promise<void>[] = [];
      // Lowered to 60 when 30 buyers have their answer, and again at 45 (on the other instance), each against the
      // version it read: the buyers still coming race the change.
      const lower = (via: FastifyInstance) =>
        lowerings.push(
          (async () => {
            const { version } = (await adminApi(t.app, 'GET', `/api/admin/meetings/${meetingId}/ticket-types`, admin)).data.list[0];
            lowered.push(await adminApi(via, 'PATCH', `/api/admin/ticket-types/${ticketId}`, admin, { capacity: 60, version }));
          })(),
        );
      let answered = 0;
      let next = 0;
      const results: Array<{ code: number; msg: string }> = [];
      // Sixteen buyers in flight at any moment, eight per instance: each instance keeps a connection or two for
      // the organiser, whose change then lands inside the race instead of queueing behind every buyer.
      const buyer = async () => {
        while (next < buyers.length) {
          const i = next++;
          results[i] = await submitOrder(i % 2 ? second : t.app, buyers[i].token, {
            meeting_id: meetingId,
            ticket_id: ticketId,
            applyers: people(1),
          });
          answered += 1;
          if (answered === 30) lower(t.app);
          if (answered === 45) lower(second);
        }
      };
      await Promise.all(Array.from({ length: 16 }, buyer));
      await Promise.all(lowerings);
      const won = results.filter((r) => r.code === 1).length;
      const stock = await stockOfTicket(t.db, ticketId);
      expect(stock.held + stock.sold).toBe(won);
      expect(stock.held + stock.sold).toBeLessThanOrEqual(stock.capacity);
      const taken = lowered.filter((r) => r.code === 1);
      for (const r of lowered.filter((x) => x.code === 0)) {
        // Refused: seats already taken beyond 60 at that moment, named; or a stale version.
        expect(r.msg).toMatch(/^容量不能低于已售 \d+ 张与占用中 \d+ 张$|^已被他人修改/);
        const m = /已售 (\d+) 张与占用中 (\d+) 张/.exec(r.msg);
        if (m) expect(Number(m[1]) + Number(m[2])).toBeGreaterThan(60);
      }
      if (taken.length) {
        expect(stock.capacity).toBe(60);
        expect(won).toBeLessThanOrEqual(60);
      } else {
        expect(stock.capacity).toBe(150);
        expect(won).toBe(150);
      }
      expect(results.filter((r) => r.code === 0).every((r) => r.msg === '该票种已售罄')).toBe(true);
    },
    120_000,
  );
});
