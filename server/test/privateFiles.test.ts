import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/testApp';
import { makeAppsFolder, type AppsFolder } from './helpers/appsDir';
import { call, meetingWithTicket, newUser, people, submitOrder } from './helpers/orders';
import { PNG, uploadPicture } from './helpers/uploads';
import { signedFileUrl } from '../src/features/account/upload/privateFiles';
import { accountCommands } from '../src/features/account/commands';

const idOf = (url: string) => /\/api\/common\/file\/([0-9a-f]{24})/.exec(url)![1];

describe('private files: vouchers and form pictures', () => {
  let t: TestApp;
  let apps: AppsFolder;
  const open = (url: string, token?: string) => t.app.inject({ url, headers: token ? { token } : {} });

  beforeAll(async () => {
    apps = makeAppsFolder();
    t = await createTestApp({ config: { serveApps: true, appsDir: apps.appsDir, uploadDir: apps.uploadDir } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    apps.remove();
  });

  it('keeps a voucher out of the public folder: a signed address shows it, privately, the plain path is 404', async () => {
    const u = await newUser(t.db);
    const url = await uploadPicture(t.app, u.token, 'voucher');
    expect(url).toMatch(/^\/api\/common\/file\/[0-9a-f]{24}\?exp=\d+&sig=[\w-]+$/);
    const seen = await open(url);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.rawPayload.equals(PNG)).toBe(true);

    const [row] = await t.db.query<{ user_id: number; path: string; private: boolean; purpose: string }>(
      'SELECT user_id, path, private, purpose FROM uploads WHERE id = $1',
      [idOf(url)],
    );
    expect(row).toMatchObject({ user_id: u.id, private: true, purpose: 'voucher' });
    expect(fs.existsSync(path.join(t.app.config.uploadDir, row.path))).toBe(false);
    expect((await open(`/uploads/${row.path}`)).statusCode).toBe(404);
  });

  it("opens a private file to its uploader's token, and to nobody else without a valid, unexpired signature", async () => {
    const u = await newUser(t.db);
    const stranger = await newUser(t.db);
    const url = await uploadPicture(t.app, u.token, 'form');
    const id = idOf(url);
    const bare = `/api/common/file/${id}`;
    expect((await open(bare, u.token)).statusCode).toBe(200);
    for (const [what, res] of [
      ['no signature', await open(bare)],
      ['a stranger', await open(bare, stranger.token)],
      ['a forged signature', await open(url.replace(/sig=[\w-]+/, 'sig=AAAA'))],
      ['another expiry', await open(url.replace(/exp=(\d+)/, (_, n: string) => `exp=${Number(n) + 3600}`))],
      ['an expired address', await open(await signedFileUrl(t.db, id, -1))],
    ] as const) {
      expect([what, res.statusCode]).toEqual([what, 404]);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('keeps an avatar public as before', async () => {
    const u = await newUser(t.db);
    const url = await uploadPicture(t.app, u.token);
    expect(url).toMatch(/^\/uploads\/\d{6}\/[0-9a-f]{24}\.png$/);
    expect((await open(url)).statusCode).toBe(200);
    expect((await t.db.query('SELECT 1 FROM uploads WHERE user_id = $1 AND NOT private', [u.id])).length).toBe(1);
  });

  it('takes a transfer voucher only from its uploader, and shows it to the owner by a fresh address', async () => {
    const { meetingId, ticketId } = await meetingWithTicket(t.db, { price: 10000 });
    const u = await newUser(t.db);
    const sn = (await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) })).data.order_sn;
    const submit = (image: string) => call(t.app, '/api/wyms/meeting/meeting_apply/submit_pay_voucher', { order_sn: sn, image }, u.token);
    const refused = '转账凭证须为您本人上传的图片，请重新上传';

    const strangers = await uploadPicture(t.app, (await newUser(t.db)).token, 'voucher');
    expect(await submit(strangers)).toMatchObject({ code: 0, msg: refused });
    expect(await submit(await uploadPicture(t.app, u.token))).toMatchObject({ code: 0, msg: refused });
    expect(await t.db.query('SELECT 1 FROM pay_vouchers v JOIN orders o ON o.id = v.order_id WHERE o.order_sn = $1', [sn])).toHaveLength(0);

    const mine = await uploadPicture(t.app, u.token, 'voucher');
    expect((await submit(mine)).code).toBe(1);
    const [stored] = await t.db.query<{ image: string }>(
      'SELECT v.image FROM pay_vouchers v JOIN orders o ON o.id = v.order_id WHERE o.order_sn = $1',
      [sn],
    );
    expect(stored.image).toBe(`/api/common/file/${idOf(mine)}`);

    const details = await t.app.inject({
      url: `/api/wyms/meeting/meeting_apply/pay_voucher_details?order_sn=${sn}`,
      headers: { token: u.token },
    });
    const detail = await call(t.app, '/api/ms.order/get_order_detail', { order_sn: sn }, u.token);
    // The organiser's CLI mints an address of its own from the stored reference.
    const fileUrl = accountCommands.find((c) => c.name === 'file-url')!;
    const minted = await fileUrl.run(t.db, { file: stored.image });
    await expect(fileUrl.run(t.db, { file: '/api/common/file/000000000000000000000000' })).rejects.toThrow('没有这张私密图片');
    for (const image of [details.json().data.vouchers[0].image, detail.data.vouchers[0].image, minted]) {
      expect(image).toMatch(/\?exp=\d+&sig=/);
      expect((await open(image)).statusCode).toBe(200);
    }
  });

  it('takes a form picture only from the one who applies, keeps its reference, and shows it to them', async () => {
    const { meetingId, ticketId } = await meetingWithTicket(t.db, { price: 0 });
    await t.db.query(
      "INSERT INTO meeting_custom_fields (meeting_id, name, label, type, options, required, sort) VALUES ($1, 'photo', '证件照', 'image', '[]', true, 1)",
      [meetingId],
    );
    const u = await newUser(t.db);
    const apply = (photo: string) =>
      submitOrder(t.app, u.token, {
        meeting_id: meetingId,
        ticket_id: ticketId,
        applyers: JSON.stringify(people(1, { fields: { photo } })),
      });

    const strangers = await uploadPicture(t.app, (await newUser(t.db)).token, 'form');
    expect(await apply(strangers)).toMatchObject({ code: 0, msg: '第1位参会人：证件照须为您本人上传的图片，请重新上传' });
    expect(await apply(await uploadPicture(t.app, u.token))).toMatchObject({
      code: 0,
      msg: '第1位参会人：证件照须为您本人上传的图片，请重新上传',
    });
    expect(await t.db.query('SELECT 1 FROM orders WHERE user_id = $1', [u.id])).toHaveLength(0);

    const mine = await uploadPicture(t.app, u.token, 'form');
    const order = await apply(mine);
    expect(order.code).toBe(1);
    const [a] = await t.db.query<{ id: number; fields: { photo: string } }>('SELECT id, fields FROM attendees WHERE user_id = $1', [u.id]);
    expect(a.fields.photo).toBe(`/api/common/file/${idOf(mine)}`);

    const detail = await call(t.app, '/api/ms.order/get_order_detail', { order_sn: order.data.order_sn }, u.token);
    const shown = detail.data.attendees[0].fields.photo;
    expect(shown).toMatch(/\?exp=\d+&sig=/);
    expect((await open(shown)).statusCode).toBe(200);
    const edit = await t.app.inject({
      url: `/api/wyms/meeting/meeting_apply/edit_apply_information_details?attendee_id=${a.id}`,
      headers: { token: u.token },
    });
    expect((await open(edit.json().data.applyer.fields.photo)).statusCode).toBe(200);
  });
});
