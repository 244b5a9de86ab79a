// Load benchmark against the PostgreSQL server, with 1 and with 2 API instances: ticket checkout (submit,
// the sandbox cashier, Alipay's notification), hotel reservations, check-in scans and content GETs.
// Everything goes through HTTP and the admin CLI, as real phones, Alipay and an organiser would; afterwards
// the database is checked for oversold seats and nights. Used by `npm run bench` (scripts/bench.mjs), and
// on its own: `node scripts/load.mjs --only checkout --instances 1 --cpu-prof bench/profiles` runs one
// scenario and writes each instance's CPU profile, summarised by scripts/cpuprofile.mjs.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { spawn, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { log, postgresUrl, root } from './lib.mjs';
import { freePort, cpuMeter, processMs } from './loadCpu.mjs';
import { summariseProfiles } from './cpuprofile.mjs';

const require = createRequire(path.join(root, 'server/package.json'));
const { Client } = require('pg');
const autocannon = createRequire(import.meta.url)('autocannon');

const SERVER = path.join(root, 'server/dist/index.js');
const CLI = path.join(root, 'server/dist/cli/index.js');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP request; answers status, parsed JSON (when JSON) and the time it took in ms. */
function request(base, method, url, { body, form, headers = {} } = {}) {
  const started = performance.now();
  const payload = form ? new URLSearchParams(form).toString() : body ? JSON.stringify(body) : undefined;
  const type = form ? 'application/x-www-form-urlencoded' : 'application/json';
  return new Promise((resolve) => {
    const req = http.request(
      new URL(url, base),
      { method, agent, headers: { ...(payload ? { 'content-type': type } : {}), ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, json, headers: res.headers, ms: performance.now() - started });
        });
      },
    );
    req.on('error', (e) => resolve({ status: 0, json: undefined, error: e.message, ms: performance.now() - started }));
    req.end(payload);
  });
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

/** Seconds of scans at the set rate before the measured ones of `scan-rate` (see scansAtRate). */
export const WARM_UP_SECONDS = 2;

/** The scenarios, in the order they run (scans use the tickets checkout paid for). */
export const SCENARIOS = {
  checkout: '购票结账',
  hotel: '酒店预订',
  scans: '入场核销',
  'scan-rate': '定速核销（开环）',
  content: '内容接口',
};

/**
 * Runs `step` in `concurrency` loops for `seconds`; each call answers 'ok' | 'soldout' | an error text | 'done'.
 * `cpu` says who used the two cores meanwhile (this client, the instances, PostgreSQL).
 */
async function drive({ seconds, concurrency, step, pids }) {
  const meter = cpuMeter(pids);
  const latencies = [];
  const errors = new Map();
  let ok = 0;
  let soldOut = 0;
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  const from = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = 0; Date.now() < until; i += 1) {
        const t0 = performance.now();
        const outcome = await step(worker, i);
        if (outcome === 'done') return;
        latencies.push(performance.now() - t0);
        if (outcome === 'ok') ok += 1;
        else if (outcome === 'soldout') soldOut += 1;
        else errors.set(outcome, (errors.get(outcome) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    perSecond: round(ok / elapsed),
    ok,
    soldOut,
    errors: [...errors.values()].reduce((n, v) => n + v, 0),
    errorKinds: Object.fromEntries(errors),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    seconds: round(elapsed),
    cpu: meter.stop(),
    // The monotonic clock's µs, the clock of V8's profiles: a profile can be cut to this scenario.
    window: [from / 1000n, process.hrtime.bigint() / 1000n].map(Number),
  };
}

/**
 * Open loop: `rate` requests a second for `seconds`, each sent at its scheduled time whether or not the
 * earlier ones have answered, and its latency counted from that time. A stall of the server (or of this
 * client) therefore shows in every request it delays, instead of slowing the senders down and hiding
 * (coordinated omission). `lagMax` is how late this client sent a request, to tell its own stalls apart.
 */
async function atRate({ rate, seconds, send }) {
  const latencies = [];
  // The slowest answer of each second: a stall shows as one bad second, a slow server as all of them.
  const secondMax = [];
  const errors = new Map();
  let ok = 0;
  let lagMax = 0;
  const answers = [];
  const started = performance.now();
  for (let i = 0; i < rate * seconds; i += 1) {
    const due = started + (i * 1000) / rate;
    if (due - performance.now() >= 1) await new Promise((r) => setTimeout(r, due - performance.now()));
    lagMax = Math.max(lagMax, performance.now() - due);
    answers.push(
      send(i).then((outcome) => {
        const latency = performance.now() - due;
        latencies.push(latency);
        const second = Math.floor(i / rate);
        secondMax[second] = Math.max(secondMax[second] ?? 0, latency);
        if (outcome === 'ok') ok += 1;
        else errors.set(outcome, (errors.get(outcome) ?? 0) + 1);
      }),
    );
  }
  const sentIn = (performance.now() - started) / 1000;
  await Promise.all(answers);
  latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    rate,
    sentPerSecond: round(latencies.length / sentIn),
    ok,
    errors: [...errors.values()].reduce((n, v) => n + v, 0),
    errorKinds: Object.fromEntries(errors),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    lagMax: round(lagMax),
    secondMax: secondMax.map(Math.round),
  };
}

/** CPU time (ms) each of these processes has used so far; an ended process is left out. */
const cpuTimes = (pids) => new Map(pids.map((pid) => [pid, processMs(pid)]).filter(([, ms]) => ms > 0));

/** CPU ms used between two readings (a process that started meanwhile counts in full). */
const cpuSpent = (before, after) => [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

const outcomeOf = (res) =>
  res.status === 200 && res.json?.code === 1
    ? 'ok'
    : /售罄|库存不足|库存刚有变动|房量不足|已订满|已满房|仅剩\d+间/.test(res.json?.msg ?? '')
      ? 'soldout'
      : `HTTP ${res.status} ${res.json?.msg ?? res.error ?? ''}`.trim();

// Stock large enough that each scenario measures the server, not the end of the stock: with 1500 rooms a night
// the hotel scenario sold all 4500 room-nights within its 10 s on a faster machine and reported that cap.
function meetingFile(dir) {
  const day = (d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const file = path.join(dir, 'meeting.yaml');
  fs.writeFileSync(
    file,
    `title: 压测会议 ${randomBytes(3).toString('hex')}
start_at: "${day(30)}T09:00:00+08:00"
end_at: "${day(31)}T18:00:00+08:00"
checkin_opens_at: "${DOOR_OPEN()}"
tickets:
  - { name: 标准票, price: 9900, stock: 4000, limit: 1 }
hotels:
  - name: 压测酒店
    star: 4
    address: 测试路 1 号
    rooms:
      - name: 标准间
        block:
          first_night: ${day(29)}
          last_night: ${day(31)}
          cutoff_at: "${day(28)}T18:00:00+08:00"
          max_nights: 3
          nights:
            - { night: ${day(29)}, allotment: 15000, price: 40000 }
            - { night: ${day(30)}, allotment: 15000, price: 45000 }
            - { night: ${day(31)}, allotment: 15000, price: 40000 }
`,
  );
  return { file, nights: [day(29), day(30), day(31)] };
}

const SCAN_ORDER_SIZE = 50;

/**
 * The load's meetings are a month away, and the door admits from the day before a meeting
 * (checkin_opens_at): theirs is opened an hour ago, so the scans measure admissions, not refusals.
 */
const DOOR_OPEN = () => new Date(Date.now() - 3_600_000).toISOString();

/** A meeting of its own for the scans at a fixed rate, with free tickets (an order is paid as it is submitted). */
function scanMeetingFile(dir, tickets) {
  const day = (d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const file = path.join(dir, 'scan-meeting.yaml');
  fs.writeFileSync(
    file,
    `title: 核销压测会议 ${randomBytes(3).toString('hex')}
start_at: "${day(30)}T09:00:00+08:00"
end_at: "${day(31)}T18:00:00+08:00"
checkin_opens_at: "${DOOR_OPEN()}"
tickets:
  - { name: 免费票, price: 0, stock: ${tickets}, limit: ${SCAN_ORDER_SIZE} }
`,
  );
  return file;
}

function admin(env, args) {
  return execFileSync(process.execPath, [CLI, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
}

async function startInstances(n, env, nodeArgs) {
  const instances = [];
  for (let i = 0; i < n; i += 1) {
    // Free ports, so two runs on one machine (another helper's, the lead's) do not meet.
    const port = await freePort();
    const child = spawn(process.execPath, [...nodeArgs, SERVER], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SERVE_APPS: 'false', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    instances.push({ base: `http://127.0.0.1:${port}`, child });
  }
  for (const { base } of instances) {
    for (let i = 0; i < 300; i += 1) {
      if ((await request(base, 'GET', '/api/health')).status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return instances;
}

/**
 * Check-in scans at a fixed rate (open loop), each of another paid ticket of a meeting of their own, sent to
 * the instances in turn. Afterwards the meeting's check-ins must equal the successes.
 */
async function scansAtRate({ env, dir, db, instances, tokens, verifier, rate, seconds }) {
  const bases = instances.map((i) => i.base);
  const count = rate * (WARM_UP_SECONDS + seconds);
  admin(env, ['import-meeting', '--file', scanMeetingFile(dir, count)]);
  const [{ id: meetingId }] = (await db.query('SELECT id FROM meetings ORDER BY id DESC LIMIT 1')).rows;
  const [{ id: ticketId }] = (await db.query('SELECT id FROM ticket_types WHERE meeting_id = $1', [meetingId])).rows;
  admin(env, ['assign-verifier', '--mobile', verifier, '--meeting', String(meetingId)]);
  // The tickets: free orders of SCAN_ORDER_SIZE attendees, four at a time (not measured).
  const orders = Math.ceil(count / SCAN_ORDER_SIZE);
  for (let first = 0; first < orders; first += 4) {
    await Promise.all(
      Array.from({ length: Math.min(4, orders - first) }, async (_, k) => {
        const o = first + k;
        const applyers = Array.from({ length: SCAN_ORDER_SIZE }, (_, j) => ({
          name: `观众${o * SCAN_ORDER_SIZE + j}`,
          mobile: `15${String(o * SCAN_ORDER_SIZE + j).padStart(9, '0')}`,
        }));
        const res = await request(bases[o % bases.length], 'POST', '/api/ms.meeting/submit_ticket_order', {
          body: { meeting_id: meetingId, ticket_id: ticketId, applyers },
          headers: { token: tokens[o % tokens.length], 'idempotency-key': randomUUID() },
        });
        if (outcomeOf(res) !== 'ok') throw new Error(`免费票下单失败：${outcomeOf(res)}`);
      }),
    );
  }
  const codes = (
    await db.query('SELECT ticket_code FROM attendees WHERE meeting_id = $1 AND ticket_code IS NOT NULL ORDER BY id', [meetingId])
  ).rows.map((r) => r.ticket_code);
  // What the scans cost in CPU, whatever else the machine runs: the instances, and this database's backends.
  const backends = async () =>
    (await db.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).rows.map((r) => r.pid);
  const scan = (first) => async (i) =>
    outcomeOf(
      await request(bases[i % bases.length], 'POST', '/api/wyms/meeting/verifying/verifying', {
        body: { meeting_id: meetingId, code: codes[first + i], scan_id: randomUUID() },
        headers: { token: tokens[0] },
      }),
    );
  // The first seconds of fresh instances are a start, not the door's pace: V8 has not yet optimised the
  // scan's code and the pool's connections have not yet run its statement (each plans it cold). They go
  // at the same rate, with tickets of their own, and are reported apart (warmUp) instead of hidden.
  const warmUp = await atRate({ rate, seconds: WARM_UP_SECONDS, send: scan(0) });
  const nodeBefore = cpuTimes(instances.map((i) => i.child.pid));
  const pgBefore = cpuTimes(await backends());
  const result = await atRate({ rate, seconds, send: scan(rate * WARM_UP_SECONDS) });
  const measured = rate * seconds;
  const cpuPerScan = {
    node: Math.round((cpuSpent(nodeBefore, cpuTimes(instances.map((i) => i.child.pid))) / measured) * 100) / 100,
    postgres: Math.round((cpuSpent(pgBefore, cpuTimes(await backends())) / measured) * 100) / 100,
  };
  const [{ n: checkedIn }] = (
    await db.query('SELECT count(*)::int AS n FROM attendees WHERE meeting_id = $1 AND checked_in_at IS NOT NULL', [meetingId])
  ).rows;
  // Every ticket of both parts was scanned once: the measured part's check-ins are the rest.
  return {
    ...result,
    checkedIn: checkedIn - warmUp.ok,
    cpuPerScan,
    warmUp: { ok: warmUp.ok, errors: warmUp.errors, p99: warmUp.p99, max: warmUp.max, secondMax: warmUp.secondMax },
  };
}

/** One round: a fresh database, `n` instances, the chosen scenarios, then the books checked. */
async function round(pgUrl, n, { seconds, concurrency, only, nodeArgs, scanRate }) {
  const dbName = `bench_${randomBytes(4).toString('hex')}`;
  const adminDb = new Client({ connectionString: pgUrl });
  await adminDb.connect();
  await adminDb.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  const env = { DATABASE_URL: url.toString(), DEMO_DATA: 'off', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'conf-bench-')) };
  const instances = await startInstances(n, env, nodeArgs);
  const bases = instances.map((i) => i.base);
  const pids = instances.map((i) => i.child.pid);
  const pick = (k) => bases[k % bases.length];
  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  try {
    // The organiser's part: a meeting with tickets and a hotel block, buyers, a verifier.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-bench-files-'));
    const { file, nights } = meetingFile(dir);
    admin(env, ['import-meeting', '--file', file]);
    const users = Array.from({ length: concurrency }, (_, i) => `1990000${String(i).padStart(4, '0')}`);
    fs.writeFileSync(
      path.join(dir, 'users.csv'),
      `mobile,name,password\n${users.map((m, i) => `${m},压测用户${i},bench1234`).join('\n')}\n`,
    );
    admin(env, ['import-users', '--file', path.join(dir, 'users.csv')]);
    const [{ id: meetingId }] = (await db.query('SELECT id FROM meetings ORDER BY id DESC LIMIT 1')).rows;
    const [{ id: ticketId }] = (await db.query('SELECT id FROM ticket_types WHERE meeting_id = $1', [meetingId])).rows;
    const [{ hotel_id: hotelId, id: roomId }] = (
      await db.query('SELECT r.hotel_id, r.id FROM hotel_rooms r JOIN hotels h ON h.id = r.hotel_id WHERE h.meeting_id = $1', [meetingId])
    ).rows;
    admin(env, ['grant-verifier', '--mobile', users[0]]);
    admin(env, ['assign-verifier', '--mobile', users[0], '--meeting', String(meetingId)]);
    const tokens = [];
    for (const [i, mobile] of users.entries()) {
      tokens.push(
        (await request(pick(i), 'POST', '/api/user/login', { body: { account: mobile, password: 'bench1234' } })).json.data.userinfo.token,
      );
    }

    const scenario = (name) => only.includes(name) && (log(`压测 ${n} 个实例：${SCENARIOS[name]}`), true);
    let seq = 0;
    const checkout = scenario('checkout')
      ? await drive({
          seconds,
          concurrency,
          pids,
          step: async (w, i) => {
            const headers = { token: tokens[w], 'idempotency-key': randomUUID() };
            seq += 1;
            const submit = await request(pick(w + i), 'POST', '/api/ms.meeting/submit_ticket_order', {
              body: {
                meeting_id: meetingId,
                ticket_id: ticketId,
                applyers: [{ name: `购票人${seq}`, mobile: `13${String(seq).padStart(9, '0')}` }],
              },
              headers,
            });
            if (outcomeOf(submit) !== 'ok') return outcomeOf(submit);
            const sn = submit.json.data.order_sn;
            const pay = await request(pick(w + i + 1), 'POST', '/api/ms.order/pay_order', {
              body: { order_sn: sn, pay_type: 'alipay' },
              headers: { token: tokens[w] },
            });
            if (outcomeOf(pay) !== 'ok') return outcomeOf(pay);
            // The phone opens the cashier (Alipay's page) and pays; the gateway notifies us before sending it back.
            const payUrl = new URL(pay.json.data.pay_url);
            const cashier = await request(payUrl.origin, 'GET', payUrl.pathname + payUrl.search);
            if (cashier.status !== 200) return `cashier HTTP ${cashier.status}`;
            const paid = await request(payUrl.origin, 'POST', '/_sandbox/alipay/pay', { form: { out_trade_no: sn } });
            return paid.status === 303 ? 'ok' : `pay HTTP ${paid.status}`;
          },
        })
      : undefined;

    const hotel = scenario('hotel')
      ? await drive({
          seconds,
          concurrency,
          pids,
          step: async (w, i) => {
            const night = nights[(w + i) % nights.length];
            const checkOut = new Date(Date.parse(`${night}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
            const res = await request(pick(w + i), 'POST', '/api/ms.hotel/submit_hotel_order', {
              body: {
                hotel_id: hotelId,
                room_id: roomId,
                check_in: night,
                check_out: checkOut,
                num: 1,
                guests: ['住客'],
                mobile: users[w],
              },
              headers: { token: tokens[w], 'idempotency-key': randomUUID() },
            });
            return outcomeOf(res);
          },
        })
      : undefined;

    // Scans use the tickets the checkout paid for (run with it: `--only checkout,scans`).
    const codes = (
      await db.query(
        "SELECT a.ticket_code FROM attendees a JOIN orders o ON o.id = a.order_id WHERE o.status = 'paid' AND a.ticket_code IS NOT NULL",
      )
    ).rows.map((r) => r.ticket_code);
    let next = 0;
    const scans = scenario('scans')
      ? await drive({
          seconds,
          concurrency,
          pids,
          step: async (w, i) => {
            if (next >= codes.length) return 'done';
            const code = codes[next++];
            const res = await request(pick(w + i), 'POST', '/api/wyms/meeting/verifying/verifying', {
              body: { meeting_id: meetingId, code, scan_id: randomUUID() },
              headers: { token: tokens[0] },
            });
            return outcomeOf(res);
          },
        })
      : undefined;
    const rated = scenario('scan-rate')
      ? await scansAtRate({ env, dir, db, instances, tokens, verifier: users[0], rate: scanRate, seconds })
      : undefined;

    // The books: no seat or night sold beyond its stock, every paid order holding its seat.
    const [seats] = (
      await db.query(
        `SELECT s.capacity, s.held, s.sold,
                (SELECT count(*)::int FROM attendees a JOIN orders o ON o.id = a.order_id WHERE a.ticket_type_id = $1 AND o.status = 'paid') AS paid_people
           FROM ticket_types t JOIN stock_items s ON s.id = t.stock_item_id WHERE t.id = $1`,
        [ticketId],
      )
    ).rows;
    const nightsBooks = (
      await db.query('SELECT s.capacity, s.held, s.sold FROM block_nights n JOIN stock_items s ON s.id = n.stock_item_id')
    ).rows;
    const checkedIn = (
      await db.query('SELECT count(*)::int AS n FROM attendees WHERE meeting_id = $1 AND checked_in_at IS NOT NULL', [meetingId])
    ).rows[0].n;
    const oversold =
      (seats.held + seats.sold > seats.capacity ? 1 : 0) +
      nightsBooks.filter((s) => s.held + s.sold > s.capacity).length +
      (seats.sold !== seats.paid_people ? 1 : 0) +
      (checkedIn !== (scans?.ok ?? 0) ? 1 : 0) +
      (rated && rated.checkedIn !== rated.ok ? 1 : 0);

    const content = [];
    for (const [name, p] of !scenario('content')
      ? []
      : [
          ['会议列表', '/api/wyms/meeting/meeting/index?page=1&limit=10'],
          ['会议详情', `/api/wyms/meeting/meeting/details?id=${meetingId}`],
          ['站点配置', '/api/wyms/config/config'],
        ]) {
      // Spread over the instances as a load balancer would: one autocannon per instance, summed.
      const runs = await Promise.all(
        bases.map((b) =>
          autocannon({ url: b + p, connections: Math.ceil(concurrency / bases.length), duration: Math.max(3, Math.round(seconds / 2)) }),
        ),
      );
      content.push({
        name,
        path: p,
        perSecond: Math.round(runs.reduce((s, r) => s + r.requests.average, 0)),
        p50: Math.max(...runs.map((r) => r.latency.p50)),
        p99: Math.max(...runs.map((r) => r.latency.p99)),
        errors: runs.reduce((s, r) => s + r.errors + r.non2xx, 0),
      });
    }
    return {
      instances: n,
      concurrency,
      checkout,
      hotel,
      scans,
      scanRate: rated,
      content,
      books: { seats, nights: nightsBooks, checkedIn, oversold },
    };
  } finally {
    await db.end();
    // Each instance finishes (and writes its CPU profile, when asked) before its database goes.
    await Promise.all(
      instances.map(
        ({ child }) =>
          new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))),
      ),
    );
    await adminDb.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await adminDb.end();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}

/**
 * `only`: the scenarios to run (SCENARIOS); `scanRate`: scans per second of `scan-rate`; `nodeArgs`: extra options of
 * the instances' node (e.g. --cpu-prof).
 */
export async function loadBench(
  pgUrl,
  { instances = [1, 2], seconds = 10, concurrency = 32, only = Object.keys(SCENARIOS), nodeArgs = [], scanRate = 200 } = {},
) {
  const rounds = [];
  for (const n of instances) rounds.push(await round(pgUrl, n, { seconds, concurrency, only, nodeArgs, scanRate }));
  agent.destroy();
  return rounds;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', default: Object.keys(SCENARIOS).join(',') },
      instances: { type: 'string', default: '1,2' },
      seconds: { type: 'string', default: '10' },
      concurrency: { type: 'string', default: '32' },
      'cpu-prof': { type: 'string' },
    },
  });
  const only = values.only.split(',');
  const unknown = only.filter((s) => !Object.hasOwn(SCENARIOS, s));
  if (unknown.length) throw new Error(`unknown scenario ${unknown.join(', ')}; known: ${Object.keys(SCENARIOS).join(', ')}`);
  const pg = await postgresUrl();
  if (!pg) throw new Error('no PostgreSQL server answers at DATABASE_URL or 127.0.0.1:5432');
  const profiles = values['cpu-prof'] && path.resolve(values['cpu-prof'], new Date().toISOString().replace(/[:.]/g, '-'));
  const rounds = await loadBench(pg, {
    instances: values.instances.split(',').map(Number),
    seconds: Number(values.seconds),
    concurrency: Number(values.concurrency),
    only,
    nodeArgs: profiles ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : [],
  });
  console.log(JSON.stringify(rounds, null, 2));
  if (profiles) {
    // Only the time under load: not the start, the migrations, the logins of the setup.
    const windows = rounds
      .flatMap((r) => [r.checkout, r.hotel, r.scans])
      .filter(Boolean)
      .map((s) => s.window);
    console.log(summariseProfiles([profiles], { from: Math.min(...windows.map((w) => w[0])), to: Math.max(...windows.map((w) => w[1])) }));
  }
}
