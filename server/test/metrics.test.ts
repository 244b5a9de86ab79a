import type { AddressInfo } from 'node:net';
import { serveMetricsPort } from '../src/http/metrics';
import { alipayNotice, meetingWithTicket, newUser, people, postNotice, submitOrder } from './helpers/orders';
import { createTestApp, onPostgresServer, type TestApp } from './helpers/testApp';

const TOKEN = 'metrics-token-0123456789abcdef';

describe('/metrics in Prometheus format', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    base = await t.listen();
  }, 60_000);
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('counts requests by route and status with their latency, orders by status, notifications accepted and refused, and job lag', async () => {
    const u = await newUser(t.db);
    const { meetingId, ticketId } = await meetingWithTicket(t.db);
    const order = await submitOrder(t.app, u.token, { meeting_id: meetingId, ticket_id: ticketId, applyers: people(1) });
    expect(order.code).toBe(1);
    const sn = order.data.order_sn as string;
    const pay = await fetch(`${base}/api/ms.order/pay_order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: u.token },
      body: JSON.stringify({ order_sn: sn, pay_type: 'alipay' }),
    });
    expect(((await pay.json()) as { code: number }).code).toBe(1);
    const notice = await alipayNotice(t.db, { outTradeNo: sn, amountFen: order.data.pay_amount });
    expect(await postNotice(t.app, { ...notice, total_amount: '0.01' })).toBe('fail');
    expect(await postNotice(t.app, notice)).toBe('success');

    // A job due 30 seconds ago that no runner has taken yet.
    await t.db.query("INSERT INTO jobs (name, next_run_at) VALUES ('metrics-test-job', now() - interval '30 seconds')");

    const text = await scrape();
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/ms\.meeting\/submit_ticket_order",status="200"\} \d+$/m,
    );
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/ms\.order\/alipay_notify",status="200"\} 2$/m);
    expect(text).toMatch(/^alipay_notifications_total\{result="accepted"\} 1$/m);
    expect(text).toMatch(/^alipay_notifications_total\{result="refused"\} 1$/m);
    expect(text).toMatch(/^orders\{status="paid"\} 1$/m);
    expect(Number(/^job_lag_seconds\{job="metrics-test-job"\} ([\d.]+)$/m.exec(text)?.[1])).toBeGreaterThanOrEqual(30);
    if (onPostgresServer()) expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
  }, 60_000);

  it('puts addresses that match no route under one label', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-3f9a' });
    const text = await scrape();
    expect(text).not.toContain('no-such-route-3f9a');
    expect(text).toMatch(/route="unmatched",status="404"/);
  });

  it('outside production answers this machine only, not requests that came through a proxy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.statusCode).toBe(401);
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(401);
  });
});

describe('/metrics in production', () => {
  it('is not served on the main port without METRICS_TOKEN', async () => {
    const t = await createTestApp({ seed: false, config: { production: true } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
    } finally {
      await t.close();
    }
  }, 60_000);

  it('answers only the bearer of METRICS_TOKEN', async () => {
    const t = await createTestApp({ seed: false, config: { production: true, metrics: { token: TOKEN, port: 0 } } });
    try {
      const get = (authorization?: string) =>
        t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect((await get()).statusCode).toBe(401);
      expect((await get(`Bearer ${TOKEN.slice(0, -1)}x`)).statusCode).toBe(401);
      expect((await get(TOKEN)).statusCode).toBe(401);
      const ok = await get(`Bearer ${TOKEN}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await t.close();
    }
  }, 60_000);

  it('is served on METRICS_PORT, a port of its own', async () => {
    const t = await createTestApp({ seed: false, config: { production: true } });
    const server = await serveMetricsPort(t.app.metrics, { ...t.app.config, host: '127.0.0.1', metrics: { token: '', port: 0 } });
    try {
      const port = (server.address() as AddressInfo).port;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE orders gauge');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      server.close();
      await t.close();
    }
  }, 60_000);
});
