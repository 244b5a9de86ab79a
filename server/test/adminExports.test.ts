import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from './helpers/testApp';
import { adminApi, orderWithVoucher, staffOf } from './helpers/admin';
import { call, newUser } from './helpers/orders';
import { insertMeeting } from './helpers/meetingRows';
import { uploadPicture } from './helpers/uploads';
import { seedHotels } from '../src/features/hotel/seed';
import { addDays } from '../src/features/hotel/blocks';
import { orderCommands } from '../src/features/orders/commands';
import { csvCell } from '../src/features/admin/exports/csv';
import { doorCounts, freeOrder, paidOrder, runningMeeting, scan } from './helpers/consoleMeeting';

/** Reads a CSV as the tests need it: the BOM checked and cut, rows of cells (quotes undone). */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') endCell();
    else if (c === '\r' && body[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else cell += c;
  }
  return rows;
}

describe('admin exports: built on the server, a one-time address, safe to open in a spreadsheet', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let m: Awaited<ReturnType<typeof runningMeeting>>;
  let tricky: Awaited<ReturnType<typeof freeOrder>>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    second = await t.secondInstance();
    m = await runningMeeting(t);
    await paidOrder(t, m.meetingId, m.ticketId);
    await paidOrder(t, m.meetingId, m.ticketId);
    await orderWithVoucher(t, m.meetingId, m.ticketId);
    tricky = await freeOrder(t, m.meetingId, m.freeId, [
      { name: '=1+1', mobile: '13912345678', company: '-2+3,"公司"', position: '@SUM(A1)', fields: { hospital: '\t=cmd' } },
    ]);
    expect((await scan(t.app, m.verifier.token, m.meetingId, tricky.attendees[0].ticket_code)).code).toBe(1);
  }, 120_000);
  afterAll(() => t.close());

  const create = (kind: string, format = 'csv', token = m.owner.token) =>
    adminApi(t.app, 'POST', `/api/admin/meetings/${m.meetingId}/exports`, token, { kind, format });
  const download = (url: string, app = t.app, accept = '*/*') => app.inject({ method: 'GET', url, headers: { accept } });
  const csvOf = async (kind: string) => {
    const made = await create(kind);
    expect(made).toMatchObject({ code: 1, data: { url: expect.stringMatching(/^\/api\/exports\/[A-Za-z0-9_-]{43}$/) } });
    const res = await download(made.data.url);
    expect(res.statusCode).toBe(200);
    return { res, rows: parseCsv(res.body) };
  };

  it('writes CSV in UTF-8 with a BOM and CRLF, Chinese headers, a download name, no-store; formula-like cells escaped', async () => {
    const { res, rows } = await csvOf('attendees');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="meeting-\d+-attendees-\d{12}\.csv"; filename\*=UTF-8''%E6%B5%8B/,
    );
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1])).toMatch(/^测试会议-参会人-\d{12}\.csv$/);
    expect(res.body.split('\r\n').length).toBe(rows.length + 1);
    expect(res.body).not.toMatch(/[^\r]\n/);
    expect(rows[0]).toEqual(['姓名', '手机号', '单位', '职务', '邮箱', '医院', '票种', '订单号', '订单状态', '电子票', '签到时间']);
    const row = rows.find((r) => r[1] === '13912345678')!;
    expect(row.slice(0, 6)).toEqual(["'=1+1", '13912345678', `'-2+3,"公司"`, "'@SUM(A1)", '', "'=cmd"]);
    expect(res.body).toContain(`"'-2+3,""公司"""`);
    expect(row.slice(6, 10)).toEqual(['免费票', tricky.sn, '已支付', '有效']);
  });

  it('escapes a cell that starts with = + - @, a tab or a CR (sign-up trims those away; an import or the CLI may not)', () => {
    expect(['\t=1', '\r=1', '+1', '-1', '@a', '=a', 'a=1', '', '1,2', 'a"b'].map(csvCell)).toEqual([
      `"'\t=1"`,
      `"'\r=1"`,
      `"'+1"`,
      `"'-1"`,
      `"'@a"`,
      `"'=a"`,
      'a=1',
      '',
      '"1,2"',
      '"a""b"',
    ]);
    expect(csvCell(-5)).toBe('-5');
  });

  it('makes each address work once: the second download, an expired one and an unknown one are 404 with a Chinese message', async () => {
    const made = await create('orders');
    expect((await download(made.data.url)).statusCode).toBe(200);
    const again = await download(made.data.url);
    expect({ status: again.statusCode, body: again.json() }).toMatchObject({
      status: 404,
      body: { code: 0, msg: '下载链接已失效，请回到后台重新导出' },
    });
    const page = await download(made.data.url, t.app, 'text/html,application/xhtml+xml');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('下载链接已失效，请回到后台重新导出');

    const late = await create('orders');
    await t.db.query("UPDATE admin_exports SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    expect((await download(late.data.url)).statusCode).toBe(404);
    expect((await download(`/api/exports/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await download('/api/exports/short')).statusCode).toBe(404);
  });

  it('serves one of two instances asked for the same address at once, and audits one download', async () => {
    for (let round = 0; round < 3; round += 1) {
      const made = await create('checkins');
      const [a, b] = await Promise.all([download(made.data.url, t.app), download(made.data.url, second)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
      const [{ id }] = await t.db.query<{ id: number }>('SELECT id FROM admin_exports ORDER BY id DESC LIMIT 1');
      const rows = await t.db.query<{ action: string; actor_user_id: number; after: unknown }>(
        'SELECT action, actor_user_id, after FROM audit_log WHERE target = $1 ORDER BY id',
        [`export:${id}`],
      );
      expect(rows).toEqual([
        { action: 'export.create', actor_user_id: m.owner.id, after: { kind: 'checkins', format: 'csv' } },
        { action: 'export.download', actor_user_id: m.owner.id, after: { kind: 'checkins', format: 'csv' } },
      ]);
    }
  });

  it('serves nothing to a maker whose role was taken away after making the address', async () => {
    const operator = await staffOf(t.db, m.meetingId, 'operator');
    const made = await create('attendees', 'csv', operator.token);
    expect(made.code).toBe(1);
    await t.db.query('DELETE FROM meeting_staff WHERE user_id = $1', [operator.id]);
    expect((await download(made.data.url)).statusCode).toBe(404);
    expect(await t.db.query("SELECT 1 FROM audit_log WHERE action = 'export.download' AND actor_user_id = $1", [operator.id])).toEqual([]);
  });

  it('keeps only a hash of the address', async () => {
    const made = await create('orders');
    const token = made.data.url.split('/').pop();
    expect(await t.db.query('SELECT 1 FROM admin_exports WHERE token_hash = $1', [token])).toEqual([]);
    expect(
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_exports WHERE length(token_hash) = 64'))[0].n,
    ).toBeGreaterThan(0);
  });

  it('streams XLSX over HTTP that a spreadsheet library opens: Chinese headers, text kept as text (no formula)', async () => {
    const made = await create('attendees', 'xlsx');
    const base = await t.listen();
    const res = await fetch(`${base}${made.data.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/filename="meeting-\d+-attendees-\d{12}\.xlsx"/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('参会人');
    expect((sheet.getRow(1).values as unknown[]).slice(1, 7)).toEqual(['姓名', '手机号', '单位', '职务', '邮箱', '医院']);
    const cell = sheet.getColumn(1).values.find((v) => v === '=1+1');
    expect(cell).toBe('=1+1');
    let formulas = 0;
    sheet.eachRow((row) => row.eachCell((c) => (formulas += c.type === ExcelJS.ValueType.Formula ? 1 : 0)));
    expect(formulas).toBe(0);
  });

  it('exports what the dashboard and the door count: paid attendees, check-ins, revenue', async () => {
    const stats = (await adminApi(t.app, 'GET', `/api/admin/meetings/${m.meetingId}/stats`, m.owner.token)).data;
    const door = await doorCounts(t.app, m.verifier.token, m.meetingId);
    const attendees = (await csvOf('attendees')).rows.slice(1);
    const checkins = (await csvOf('checkins')).rows;
    const orders = (await csvOf('orders')).rows;
    expect(stats).toMatchObject({ paid_attendees: 3, checked_in: 1, expected: 3, revenue: 20000, unpaid_holds: 1 });
    expect(attendees.filter((r) => r[9] === '有效').length).toBe(stats.paid_attendees);
    expect(door).toMatchObject({ verified: stats.checked_in, total: stats.paid_attendees });
    expect(checkins.length - 1).toBe(stats.checked_in);
    expect(checkins[0]).toEqual(['姓名', '手机号', '单位', '票种', '订单号', '签到时间', '离线扫码时间', '核销员', '设备']);
    expect(checkins[1]).toEqual(expect.arrayContaining([tricky.sn, '王核销', 'iPad 入口1']));
    const paidYuan = orders
      .slice(1)
      .filter((r) => ['已支付', '退款中'].includes(r[2]))
      .reduce((s, r) => s + Math.round(Number(r[6]) * 100), 0);
    expect(paidYuan).toBe(stats.revenue);
    expect(stats.by_ticket_type.reduce((s: number, x: { paid: number }) => s + x.paid, 0)).toBe(stats.paid_attendees);
    expect(stats.per_15min.reduce((s: number, x: { count: number }) => s + x.count, 0)).toBe(stats.checked_in);
  });

  it('lists every room of the paid hotel reservations of the meeting for the hotel: guest, hotel, room type, nights, order', async () => {
    const D = new Date(Date.now() + 8 * 3600_000 + 30 * 86_400_000).toISOString().slice(0, 10);
    const hotelMeeting = await insertMeeting(t.db, {
      title: '酒店会',
      start: `${D}T09:00:00+08:00`,
      end: `${addDays(D, 2)}T17:00:00+08:00`,
    });
    await t.db.tx((q) => seedHotels(q));
    const [hotel] = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM hotels WHERE meeting_id = $1 AND NOT ticket_required ORDER BY sort LIMIT 1',
      [hotelMeeting],
    );
    const [room] = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM hotel_rooms WHERE hotel_id = $1 ORDER BY sort LIMIT 1',
      [hotel.id],
    );
    const u = await newUser(t.db);
    const booked = await call(
      t.app,
      '/api/ms.hotel/submit_hotel_order',
      {
        hotel_id: hotel.id,
        room_id: room.id,
        num: 2,
        guests: JSON.stringify(['张三', '李四']),
        mobile: '13800000001',
        check_in: addDays(D, -1),
        check_out: addDays(D, 1),
      },
      u.token,
    );
    expect(booked.code).toBe(1);
    const sn = booked.data.order_sn;
    const image = await uploadPicture(t.app, u.token, 'voucher');
    expect((await call(t.app, '/api/wyms/meeting/meeting_apply/submit_pay_voucher', { order_sn: sn, image }, u.token)).code).toBe(1);
    await orderCommands.find((c) => c.name === 'approve-voucher')!.run(t.db, { order: sn });
    const owner = await staffOf(t.db, hotelMeeting, 'owner');
    const made = await adminApi(t.app, 'POST', `/api/admin/meetings/${hotelMeeting}/exports`, owner.token, {
      kind: 'rooming',
      format: 'csv',
    });
    const rows = parseCsv((await download(made.data.url)).body);
    expect(rows[0]).toEqual([
      '入住人',
      '酒店',
      '房型',
      '入住日期',
      '离店日期',
      '晚数',
      '订单号',
      '订单状态',
      '联系人',
      '联系电话',
      '预计到店',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 8))).toEqual([
      ['张三', hotel.name, room.name, addDays(D, -1), addDays(D, 1), '2', sn, '已支付'],
      ['李四', hotel.name, room.name, addDays(D, -1), addDays(D, 1), '2', sn, '已支付'],
    ]);
  });

  it("lists the invoice applications of the meeting's orders, one line per order", async () => {
    const { sn } = await paidOrder(t, m.meetingId, m.ticketId);
    const [app] = await t.db.query<{ id: number }>(
      "INSERT INTO invoice_applications (user_id, status, kind, buyer_type, buyer_name, email, amount, fail_reason) SELECT user_id, 'failed', 'normal', 2, '=张三', 'a@b.cn', 10000, '税局接口超时' FROM orders WHERE order_sn = $1 RETURNING id",
      [sn],
    );
    await t.db.query('INSERT INTO invoice_items (invoice_id, order_id, amount) SELECT $1, id, 10000 FROM orders WHERE order_sn = $2', [
      app.id,
      sn,
    ]);
    const rows = (await csvOf('invoices')).rows;
    expect(rows[0]).toEqual([
      '订单号',
      '发票状态',
      '发票类型',
      '抬头',
      '税号',
      '接收邮箱',
      '金额（元）',
      '发票号码',
      '申请时间',
      '失败原因',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        sn,
        '开票失败',
        '普通电子发票',
        "'=张三",
        '',
        'a@b.cn',
        '100',
        '',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        '税局接口超时',
      ],
    ]);
  });

  it('refuses an unknown kind or format, and a role without exports, writing nothing', async () => {
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_exports');
    expect(await create('salaries')).toMatchObject({ code: 0 });
    expect(await create('orders', 'pdf')).toMatchObject({ code: 0 });
    const viewer = await staffOf(t.db, m.meetingId, 'viewer');
    expect(await create('orders', 'csv', viewer.token)).toMatchObject({ status: 403, msg: '无权访问' });
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_exports'))[0].n).toBe(n);
  });
});
