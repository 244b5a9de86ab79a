import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from './helpers/testApp';
import { newUser } from './helpers/orders';
import { adminApi, everything, orderWithVoucher, refundableMeeting, refundingOrder, staffOf } from './helpers/admin';

/**
 * Every console route, found as the server adds it (a route added later is walked too), called by
 * people who may not: no token, an attendee, a verifier of the meeting, the owner of another meeting.
 * Each gets 401 or 403 before the body is read (the bodies here are invalid on purpose), the same
 * answer for a meeting or order that exists and one that does not, and nothing changes.
 */
describe('admin API: who may not, gets nothing', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  let meetingA: number;
  let staffOfA: number;
  let snA: string;
  let attendeeA: number;
  let tokens: Record<'attendee' | 'verifier' | 'otherOwner', string>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, onRoute: (r) => routes.push(r) });
    const a = await refundableMeeting(t.db);
    const b = await refundableMeeting(t.db);
    meetingA = a.meetingId;
    ({ sn: snA } = await orderWithVoucher(t, a.meetingId, a.ticketId));
    const refunding = await refundingOrder(t, a.meetingId, a.ticketId);
    [{ id: attendeeA }] = await t.db.query<{ id: number }>(
      'SELECT a.id FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.order_sn = $1',
      [refunding.sn],
    );
    staffOfA = (await staffOf(t.db, a.meetingId, 'finance')).id;
    tokens = {
      attendee: (await newUser(t.db)).token,
      verifier: (await staffOf(t.db, a.meetingId, 'verifier')).token,
      otherOwner: (await staffOf(t.db, b.meetingId, 'owner')).token,
    };
  }, 120_000);
  afterAll(() => t.close());

  const adminRoutes = () =>
    routes
      .filter((r) => r.url.startsWith('/api/admin/'))
      .flatMap((r) =>
        ([] as string[])
          .concat(r.method)
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ method, url: r.url })),
      );

  /** The route's address about meeting A and its order, or about ones that do not exist. */
  const address = (url: string, exists: boolean) =>
    url
      .replace(':id', String(exists ? meetingA : 999999))
      .replace(':order_sn', exists ? snA : 'M2099010100000000000001')
      .replace(':user_id', String(staffOfA))
      .replace(':attendee_id', String(attendeeA)) +
    (url === '/api/admin/audit' ? `?meeting_id=${exists ? meetingA : 999999}` : url === '/api/admin/finance' ? '?kind=vouchers' : '');
  const INVALID_BODY = { reason: '', mobile: 'x', role: 'nobody', kind: 'everything', format: 'exe' };
  /** Routes about the caller's own meetings: the owner of another meeting gets their own view, with nothing of meeting A. */
  const OWN_VIEW = ['/api/admin/me', '/api/admin/todo', '/api/admin/finance'];

  it("walks every admin route (the list is the server's own)", () => {
    const walked = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(walked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'GET /api/admin/meetings/:id/orders',
        'GET /api/admin/orders/:order_sn',
        'POST /api/admin/orders/:order_sn/voucher/approve',
        'POST /api/admin/orders/:order_sn/voucher/reject',
        'POST /api/admin/orders/:order_sn/refund/approve',
        'POST /api/admin/orders/:order_sn/refund/reject',
        'POST /api/admin/orders/:order_sn/refund/mark-paid',
        'POST /api/admin/orders/:order_sn/cancel',
        'GET /api/admin/meetings/:id/stats',
        'GET /api/admin/meetings/:id/attendees',
        'GET /api/admin/meetings/:id/staff',
        'POST /api/admin/meetings/:id/staff',
        'DELETE /api/admin/meetings/:id/staff/:user_id',
        'GET /api/admin/audit',
        'POST /api/admin/meetings/:id/exports',
        'GET /api/admin/todo',
        'GET /api/admin/finance',
        'GET /api/admin/meetings/:id/checkins',
        'PATCH /api/admin/meetings/:id/attendees/:attendee_id',
        'POST /api/admin/orders/:order_sn/resend',
      ]),
    );
  });

  it('answers 401 without a token and 403 (code 0, one message) to those without the right, changing nothing', async () => {
    const before = await everything(t.db);
    for (const r of adminRoutes()) {
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : INVALID_BODY;
      const anonymous = await adminApi(t.app, r.method, address(r.url, true), undefined, body);
      expect({ route: `${r.method} ${r.url}`, status: anonymous.status, code: anonymous.code }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 401,
        code: 0,
      });
      for (const [who, token] of Object.entries(tokens)) {
        // The owner of another meeting may open the console (their own meetings only).
        if (who === 'otherOwner' && OWN_VIEW.includes(r.url)) {
          const own = await adminApi(t.app, r.method, address(r.url, true), token);
          expect({ route: r.url, status: own.status }).toEqual({ route: r.url, status: 200 });
          expect(JSON.stringify(own.data)).not.toMatch(new RegExp(`"(meeting_)?id":${meetingA}\\b|${snA}`));
          continue;
        }
        for (const exists of [true, false]) {
          const res = await adminApi(t.app, r.method, address(r.url, exists), token, body);
          expect({ route: `${r.method} ${r.url}`, who, exists, status: res.status, code: res.code, msg: res.msg, data: res.data }).toEqual({
            route: `${r.method} ${r.url}`,
            who,
            exists,
            status: 403,
            code: 0,
            msg: '无权访问',
            data: null,
          });
        }
      }
    }
    expect(await everything(t.db)).toEqual(before);
  });

  it('describes every admin route in the OpenAPI document: its inputs, its data, its 401 and 403', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    for (const r of adminRoutes()) {
      const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')][r.method.toLowerCase()];
      const data = op.responses['200'].content['application/json'].schema.properties.data;
      expect({
        route: `${r.method} ${r.url}`,
        data: Object.keys(data.properties ?? {}).length > 0,
        auth: !!op.responses['401'],
        forbidden: !!op.responses['403'],
      }).toEqual({
        route: `${r.method} ${r.url}`,
        data: true,
        auth: true,
        forbidden: true,
      });
      const inputs = (op.parameters ?? []).map((p: { name: string }) => p.name);
      for (const name of r.url.match(/:(\w+)/g) ?? []) expect(inputs).toContain(name.slice(1));
    }
    const reject = doc.paths['/api/admin/orders/{order_sn}/voucher/reject'].post;
    expect(reject.requestBody.content['application/json'].schema).toMatchObject({ required: ['reason'] });
    expect(doc.paths['/api/admin/meetings/{id}/orders'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['status', 'q', 'page']),
    );
  });

  it('shows the owner of another meeting only their own meeting in the console', async () => {
    const me = await adminApi(t.app, 'GET', '/api/admin/me', tokens.otherOwner);
    expect(me).toMatchObject({ status: 200, code: 1, data: { platform_admin: false, meetings: [{ role: 'owner' }] } });
    expect(me.data.meetings.map((m: { id: number }) => m.id)).not.toContain(meetingA);
  });
});
