import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { failure } from './envelope';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

/** Alipay's notifications: the route answers the plain text `success` when it booked one, anything else refuses it. */
const ALIPAY_NOTIFY_ROUTE = '/api/ms.order/alipay_notify';

/**
 * The server's figures in Prometheus' format: requests by route and status with their latency, orders
 * by status, Alipay notifications accepted and refused, how late each job is, and the database pool.
 * A registry per app, so the test apps of one process do not share counters.
 */
export function createMetrics(app: FastifyInstance, db: Db): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route and status, and how long they took',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const notifications = new Counter({
    name: 'alipay_notifications_total',
    help: 'Alipay payment notifications by result',
    labelNames: ['result'],
    registers: [registry],
  });
  for (const result of ['accepted', 'refused']) notifications.inc({ result }, 0);
  new Gauge({
    name: 'orders',
    help: 'Orders by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM orders GROUP BY status'))
        this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'job_lag_seconds',
    help: 'How long past its due time each job has not run yet (0 when it is not due)',
    labelNames: ['job'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await db.query<{ name: string; lag: number }>(
        'SELECT name, greatest(0, extract(epoch FROM now() - next_run_at))::float8 AS lag FROM jobs',
      );
      for (const row of rows) this.set({ job: row.name }, row.lag);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the PostgreSQL pool: open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      for (const [state, n] of Object.entries(stats)) this.set({ state }, n);
    },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url === ALIPAY_NOTIFY_ROUTE && request.method === 'POST' && reply.statusCode === 200) {
      notifications.inc({ result: payload === 'success' ? 'accepted' : 'refused' });
    }
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched addresses share one label: a scanner's random paths must not make a series each.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  return registry;
}

/** From this machine and not through a proxy (a proxy on this machine would make every client local). */
const isLocal = (request: FastifyRequest) =>
  ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * GET /metrics on the main port: with METRICS_TOKEN, only with that bearer token; without it, in
 * production not at all (METRICS_PORT is the other way), outside production from this machine only.
 */
export function metricsRoute(app: FastifyInstance, registry: Registry, config: ServerConfig): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (config.production && !config.metrics.token) return reply.code(404).send(failure('接口不存在：GET /metrics'));
    const allowed = config.metrics.token ? bearerMatches(request, config.metrics.token) : isLocal(request);
    if (!allowed) return reply.code(401).header('www-authenticate', 'Bearer').send(failure('无权查看运行指标'));
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** METRICS_PORT: /metrics alone on a port of its own, for a scraper on a private network. */
export async function serveMetricsPort(registry: Registry, config: ServerConfig): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return res.writeHead(404).end();
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metrics.port, config.host, resolve);
  });
  return server;
}
