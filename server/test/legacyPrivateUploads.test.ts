import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './helpers/testApp';
import { makeAppsFolder, type AppsFolder } from './helpers/appsDir';
import { meetingWithTicket, newUser, people, submitOrder } from './helpers/orders';
import { PNG } from './helpers/uploads';
import { accountCommands } from '../src/features/account/commands';
import { makeLegacyUploadsPrivate } from '../src/features/account';

/**
 * Vouchers and form pictures stored before uploads could be private lay in the public folder under a
 * public address: the start-up step moves them into the private folder and rewrites their references.
 */
describe('uploads: vouchers and form pictures stored before private uploads', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let apps: AppsFolder;
  beforeAll(async () => {
    apps = makeAppsFolder();
    t = await createTestApp({ seed: false, config: { serveApps: true, appsDir: apps.appsDir, uploadDir: apps.uploadDir } });
    second = await t.secondInstance();
  }, 120_000);
  afterAll(async () => {
    await t.close();
    apps.remove();
  });

  /** A picture as the old upload left it: a file in the public folder and its public address. */
  function legacyPicture(): { id: string; url: string } {
    const id = randomBytes(12).toString('hex');
    fs.mkdirSync(path.join(t.app.config.uploadDir, '202610'), { recursive: true });
    fs.writeFileSync(path.join(t.app.config.uploadDir, '202610', `${id}.png`), PNG);
    return { id, url: `/uploads/202610/${id}.png` };
  }

  /** An order whose voucher and whose attendee's form picture were stored the old way. */
  async function legacyOrder() {
    const u = await newUser(t.db);
    const { ticketId, meetingId } = await meetingWithTicket(t.db, { price: 100, stock: 5 });
    const sn = (await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) })).data
      .order_sn as string;
    const voucher = legacyPicture();
    const form = legacyPicture();
    await t.db.query('INSERT INTO pay_vouchers (order_id, image) SELECT id, $2 FROM orders WHERE order_sn = $1', [sn, voucher.url]);
    // An answer kept with the origin the page had put in front.
    await t.db.query(
      "UPDATE attendees SET fields = jsonb_build_object('工牌照片', $2::text, '备注', 'x') WHERE order_id = (SELECT id FROM orders WHERE order_sn = $1)",
      [sn, `https://hui.example.com${form.url}`],
    );
    return { u, sn, voucher, form };
  }

  const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? { token } : {} });
  const references = async (sn: string) => {
    const [row] = await t.db.query<{ image: string; fields: Record<string, string> }>(
      'SELECT v.image, a.fields FROM orders o JOIN pay_vouchers v ON v.order_id = o.id JOIN attendees a ON a.order_id = o.id WHERE o.order_sn = $1',
      [sn],
    );
    return row;
  };

  it('moves them out of the public folder once, with two instances starting at the same time, and their owner still sees them', async () => {
    const o = await legacyOrder();
    expect((await get(o.voucher.url)).statusCode).toBe(200);

    const moved = await Promise.all([makeLegacyUploadsPrivate(t.db, t.app.config), makeLegacyUploadsPrivate(second.db, t.app.config)]);
    expect(moved.sort()).toEqual([0, 2]);

    expect(await references(o.sn)).toEqual({
      image: `/api/common/file/${o.voucher.id}`,
      fields: { 工牌照片: `/api/common/file/${o.form.id}`, 备注: 'x' },
    });
    for (const p of [o.voucher, o.form]) {
      expect((await get(p.url)).statusCode).toBe(404);
      expect((await get(`/api/common/file/${p.id}`)).statusCode).toBe(404);
      const own = await get(`/api/common/file/${p.id}`, o.u.token);
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      const signed = await accountCommands.find((c) => c.name === 'file-url')!.run(t.db, { file: `/api/common/file/${p.id}` });
      const address = new URL(signed, 'http://localhost');
      expect((await get(address.pathname + address.search)).statusCode).toBe(200);
    }
    const rows = await t.db.query('SELECT id, user_id, purpose, private FROM uploads WHERE id = ANY($1) ORDER BY purpose', [
      [o.voucher.id, o.form.id],
    ]);
    expect(rows).toEqual([
      { id: o.form.id, user_id: o.u.id, purpose: 'form', private: true },
      { id: o.voucher.id, user_id: o.u.id, purpose: 'voucher', private: true },
    ]);
    expect(await makeLegacyUploadsPrivate(t.db, t.app.config)).toBe(0);
  });

  it("leaves alone a picture that is also someone's avatar (the old upload took any public address)", async () => {
    const o = await legacyOrder();
    const other = await newUser(t.db);
    await t.db.query('UPDATE users SET avatar = $2 WHERE id = $1', [other.id, o.voucher.url]);
    expect(await makeLegacyUploadsPrivate(t.db, t.app.config)).toBe(1);
    expect((await references(o.sn)).image).toBe(o.voucher.url);
    expect((await get(o.voucher.url)).statusCode).toBe(200);
    expect((await get(o.form.url)).statusCode).toBe(404);
  });

  it('finishes a run that stopped after moving a file, before its reference was rewritten', async () => {
    const o = await legacyOrder();
    const where = `202610/${o.voucher.id}.png`;
    fs.mkdirSync(path.join(t.app.config.privateUploadDir, '202610'), { recursive: true });
    fs.renameSync(path.join(t.app.config.uploadDir, where), path.join(t.app.config.privateUploadDir, where));
    expect(await makeLegacyUploadsPrivate(t.db, t.app.config)).toBe(2);
    expect((await references(o.sn)).image).toBe(`/api/common/file/${o.voucher.id}`);
    expect((await get(`/api/common/file/${o.voucher.id}`, o.u.token)).statusCode).toBe(200);
  });
});
