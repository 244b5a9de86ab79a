import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { openPostgres } from '../../src/db/postgres';
import type { Db } from '../../src/db';
import { createProxy } from '../../src/cluster/proxy';
import { alipayNotice } from '../helpers/orders';
import { NGINX, startNginx, type Nginx } from '../helpers/nginx';
import { buyers, checkout, openSale, seatBooks, type Checkout } from './shop';
import { freePort, post, postForm, startInstance, waitHealthy, type Instance } from './processes';

/*
 * Fault drills against real processes: API instances killed with SIGKILL in the middle of a checkout
 * load, a PostgreSQL server restarted under load, a payment notification arriving twice at once at the
 * other instance. Nothing the client saw confirmed may be lost, no seat sold twice or lost.
 */
const PG = process.env.TEST_DATABASE_URL;
const drill = PG ? describe : describe.skip;

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function freshDatabase(): Promise<{ url: string; db: Db; drop(): Promise<void> }> {
  const name = `drill_${randomBytes(5).toString('hex')}`;
  const admin = await openPostgres({ connectionString: PG, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG!);
  url.pathname = `/${name}`;
  const db = await openPostgres({ connectionString: url.toString(), max: 4 });
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/**
 * What stands in front of the instances: nginx with the deployment recipe's configuration when nginx is
 * installed (as in npm test), else the development proxy of `npm run cluster`.
 */
async function balancer(ports: number[]): Promise<{ base: string; close(): Promise<void> }> {
  if (NGINX) {
    const nginx: Nginx = await startNginx({ port: await freePort(), instances: ports.map((p) => `127.0.0.1:${p}`) });
    return { base: nginx.base, close: () => nginx.stop() };
  }
  console.warn('drill through the development proxy: nginx is not installed (apt-get install nginx)');
  const proxy: Server = createProxy(ports.map((port) => ({ host: '127.0.0.1', port }))).listen(0, '127.0.0.1');
  await new Promise((r) => proxy.once('listening', r));
  return { base: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, close: async () => void proxy.close() };
}

const kill9 = (i: Instance) => {
  i.child.kill('SIGKILL');
  return i.exited;
};

/** Runs `n` checkouts with `concurrency` at a time. */
async function load(n: number, concurrency: number, one: (i: number) => Promise<Checkout>): Promise<Checkout[]> {
  const results: Checkout[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await one(i);
      }
    }),
  );
  return results;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 250));
  }
}

drill('fault drills on the PostgreSQL server', () => {
  it('loses no confirmed order and sells no seat twice when an instance is killed with SIGKILL mid-checkout', async () => {
    const { url, db, drop } = await freshDatabase();
    const env = { DATABASE_URL: url, DEMO_DATA: 'off', TRUST_PROXY: 'true' };
    const ports = [await freePort(), await freePort()];
    let instances = ports.map((p) => startInstance(p, env));
    let front: Awaited<ReturnType<typeof balancer>> | undefined;
    try {
      // Both start at once: migrations take turns on the advisory lock.
      await Promise.all(instances.map((i) => waitHealthy(i.base)));
      front = await balancer(ports);
      const base = front.base;
      const sale = await openSale(db, 60);
      const tokens = await buyers(db, 100);

      const running = load(100, 20, (i) => checkout(db, () => [base], tokens[i], sale, i));
      await new Promise((r) => setTimeout(r, 400));
      await kill9(instances[0]);
      await new Promise((r) => setTimeout(r, 1500));
      instances = [startInstance(ports[0], env), instances[1]];
      const results = await running;
      await waitHealthy(instances[0].base);

      // Every order the client saw confirmed is there, paid.
      const confirmed = results.filter((r) => r.confirmed).map((r) => r.orderSn!);
      expect(confirmed.length).toBeGreaterThan(10);
      const paid = await db.query<{ order_sn: string }>("SELECT order_sn FROM orders WHERE status = 'paid' AND order_sn = ANY($1)", [
        confirmed,
      ]);
      expect(paid).toHaveLength(confirmed.length);
      // No seat sold twice or lost: the counters, the holds and the people agree.
      let books = await seatBooks(db, sale.ticketId);
      expect(books.held + books.sold).toBeLessThanOrEqual(books.capacity);
      expect(books).toMatchObject({ held: books.holds_held, sold: books.holds_sold, paid_people: books.sold, unpaid_people: books.held });
      // Orders that died unpaid give their seats back when their time is up.
      await db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE status = 'unpaid'");
      await eventually(async () => (await seatBooks(db, sale.ticketId)).held === 0);
      books = await seatBooks(db, sale.ticketId);
      expect(books).toMatchObject({ held: 0, sold: books.paid_people, holds_sold: books.sold, unpaid_people: 0 });
      const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE status = 'paid'");
      expect(n).toBe(books.sold);
    } finally {
      await front?.close();
      await Promise.all(instances.map((i) => (i.child.exitCode === null ? kill9(i) : undefined)));
      await drop();
    }
  }, 240_000);

  it('books a notification that arrives twice at once at the other instance than the one that made the order, once', async () => {
    const { url, db, drop } = await freshDatabase();
    const env = { DATABASE_URL: url, DEMO_DATA: 'off' };
    const [a, b] = [startInstance(await freePort(), env), startInstance(await freePort(), env)];
    try {
      await Promise.all([waitHealthy(a.base), waitHealthy(b.base)]);
      const sale = await openSale(db, 10);
      const [token] = await buyers(db, 1);
      const order = await post(
        a.base,
        '/api/ms.meeting/submit_ticket_order',
        { meeting_id: sale.meetingId, ticket_id: sale.ticketId, applyers: [{ name: '甲', mobile: '13500000001' }] },
        { token },
      );
      await post(a.base, '/api/ms.order/pay_order', { order_sn: order.data.order_sn, pay_type: 'alipay' }, { token });
      const notice = await alipayNotice(db, { outTradeNo: order.data.order_sn, amountFen: order.data.pay_amount });
      const answers = await Promise.all([
        postForm(b.base, '/api/ms.order/alipay_notify', notice),
        postForm(b.base, '/api/ms.order/alipay_notify', notice),
      ]);
      expect(answers.map((x) => x.body)).toEqual(['success', 'success']);
      const logs = await db.query(
        "SELECT 1 FROM order_logs l JOIN orders o ON o.id = l.order_id WHERE o.order_sn = $1 AND l.to_status = 'paid'",
        [order.data.order_sn],
      );
      expect(logs).toHaveLength(1);
      expect(await seatBooks(db, sale.ticketId)).toMatchObject({ sold: 1, held: 0 });
    } finally {
      await Promise.all([kill9(a), kill9(b)]);
      await drop();
    }
  }, 120_000);
});

/** A PostgreSQL server of the test's own (initdb as the postgres user), so restarting it disturbs nothing else. */
function privatePostgres(port: number) {
  const bin = fs
    .readdirSync('/usr/lib/postgresql')
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .find((d) => fs.existsSync(`${d}/pg_ctl`));
  if (!bin || process.getuid?.() !== 0) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-pg-'));
  fs.chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const asPostgres = (cmd: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${cmd}`, ...args], { stdio: 'ignore' });
  asPostgres('initdb', ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres']);
  const ctl = (action: string) =>
    asPostgres('pg_ctl', [
      '-D',
      `${dir}/data`,
      '-l',
      `${dir}/log`,
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      action,
    ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => ctl('start'),
    restart: () =>
      asPostgres('pg_ctl', [
        '-D',
        `${dir}/data`,
        '-w',
        '-m',
        'fast',
        'restart',
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      ]),
    stop() {
      try {
        asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

drill('a PostgreSQL server restarted under load', () => {
  it('leaves the instances answering again, without restarting them', async () => {
    const pg = privatePostgres(await freePort());
    if (!pg) return console.warn('skipped: needs root and PostgreSQL server binaries to run a PostgreSQL server of its own');
    pg.start();
    const api = startInstance(await freePort(), { DATABASE_URL: pg.url, DEMO_DATA: 'off' });
    const db = await openPostgres({ connectionString: pg.url, max: 2 });
    try {
      await waitHealthy(api.base);
      // Enough seats that the load before and during the restart cannot sell out what the check after it buys.
      const sale = await openSale(db, 100_000);
      const tokens = await buyers(db, 40);
      const pid = api.child.pid;
      let stop = false;
      const statuses: number[] = [];
      const loadLoop = Promise.all(
        tokens.map(async (token, i) => {
          for (let k = 0; !stop; k += 1) {
            const res = await post(
              api.base,
              '/api/ms.meeting/submit_ticket_order',
              {
                meeting_id: sale.meetingId,
                ticket_id: sale.ticketId,
                applyers: [{ name: `人${i}`, mobile: `13${String(i * 1000 + k).padStart(9, '0')}` }],
              },
              { token },
            );
            statuses.push(res.status);
            await new Promise((r) => setTimeout(r, 50));
          }
        }),
      );
      await new Promise((r) => setTimeout(r, 1000));
      pg.restart();
      await new Promise((r) => setTimeout(r, 3000));
      stop = true;
      await loadLoop;
      // Answers during the restart are 503 (busy), never 500, and the instance is the same process.
      expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
      expect(api.child.pid).toBe(pid);
      expect({ exit: api.child.exitCode, log: api.child.exitCode === null ? '' : api.output().slice(-3000) }).toEqual({
        exit: null,
        log: '',
      });
      // Once the server is back (a slow machine may take a while to restart it), orders go through again.
      let after = { status: 0 } as Awaited<ReturnType<typeof post>>;
      for (const until = Date.now() + 30_000; after.code !== 1 && Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
        after = await post(
          api.base,
          '/api/ms.meeting/submit_ticket_order',
          { meeting_id: sale.meetingId, ticket_id: sale.ticketId, applyers: [{ name: '重启后', mobile: '13999999999' }] },
          { token: tokens[0], 'idempotency-key': 'after-restart-0001' },
        );
      }
      expect(`${after.status} ${after.code} ${after.msg}`).toMatch(/^200 1 /);
      await db.close().catch(() => undefined);
      const check = await openPostgres({ connectionString: pg.url, max: 1 });
      const [books] = await check.query<{ held: number; people: number }>(
        "SELECT s.held, (SELECT count(*)::int FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.status = 'unpaid') AS people FROM ticket_types t JOIN stock_items s ON s.id = t.stock_item_id WHERE t.id = $1",
        [sale.ticketId],
      );
      expect(books.held).toBe(books.people);
      await check.close();
    } finally {
      await kill9(api);
      await db.close().catch(() => undefined);
      pg.stop();
    }
  }, 180_000);
});
