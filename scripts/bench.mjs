// Benchmark: build time per app, the JavaScript each route downloads (raw and gzipped), and API
// latency/throughput under load. Writes bench/results.md and bench/results.json.
//   npm run bench            everything
//   npm run bench -- --no-build-times --no-api --no-load --no-lighthouse --no-inp
//   npm run bench -- --only scan-rate     one scenario of the load benchmark (several: comma-separated), printed only
//   npm run bench -- --sizes              the bytes each route downloads again (no timing run): results.json keeps
//                                         the timings of its last full run, which a busy machine would skew
// The load part (scripts/load.mjs) needs the PostgreSQL server (DATABASE_URL or 127.0.0.1:5432).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { APPS, ensureInstalled, log, postgresUrl, root } from './lib.mjs';
import { loadBench, WARM_UP_SECONDS } from './load.mjs';
import { buildAll } from './build.mjs';
import { withDemoOrders } from './demoOrders.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { chromium } = require(path.join(root, 'e2e/node_modules/@playwright/test'));

const PORT = Number(process.env.BENCH_PORT || 8190);
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(root, 'bench/.data');
const BUDGETS = JSON.parse(fs.readFileSync(path.join(root, 'build/budgets.json'), 'utf8'));
// Every route the budgets hold: every page route of the spec.
const ROUTES = Object.keys(BUDGETS.routes);
// Routes measured logged in as a demo account too (the budgets' `signedIn`: /verify as the verifier at the door).
const SIGNED_IN = BUDGETS.signedIn.flatMap(({ account, who, routes }) => Object.keys(routes).map((route) => ({ route, account, who })));
// A first page in a second remote, opened from / inside the site (the budgets' `fromHome`).
const FROM_HOME = Object.keys(BUDGETS.fromHome);
// One visit moving between remotes inside the app: what each step adds to what is already loaded.
const JOURNEY = ['/', '/meeting/home/1', '/mine', '/sign/byPwd', '/hotel/list/1', '/invoice/title', '/verify'];
const LOAD = { connections: 20, duration: 10 };
// Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) on the pages of issue 32, logged in where
// a page is about the user (the demo attendee; /verify as the verifier at the door).
const ATTENDEE = '13800138000';
const VERIFIER = '13900139000';
const LIGHTHOUSE_ROUTES = [
  { route: '/' },
  { route: '/meeting/home/1' },
  { route: '/meeting/info/1' },
  { route: '/meeting/schedule/home?id=1' },
  { route: '/hotel/detail/1' },
  { route: '/sign/byPwd' },
  { route: '/mine', account: ATTENDEE },
  { route: '/order', account: ATTENDEE },
  { route: '/meeting/apply/1', account: ATTENDEE },
  // Meeting 1 of the demo data is under way, so its sign-up page says 报名已截止: meeting 2's is an open form.
  { route: '/meeting/apply/2', account: ATTENDEE },
  { route: '/verify', account: VERIFIER },
];
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Interaction to next paint (INP) at a 4× slower CPU, as the Event Timing API the web-vitals library reads
// gives it: the longest interaction of a step, from the tap to the next paint.
const INP_RUNS = 3;
const INP_STEPS = [
  { name: '从会议列表打开一个会议', route: '/meetingList', target: '[data-testid="meeting-card"]' },
  { name: '切换标签（会议列表）', route: '/meetingList', target: '[role="tab"]:not([aria-selected="true"]), .rv-tab:not(.rv-tab--active)' },
  {
    name: '选择票种（报名页）',
    route: '/meeting/apply/2',
    account: ATTENDEE,
    target: '[data-testid="ticket"][aria-checked="false"]:not([aria-disabled="true"]), [data-testid="ticket"]',
  },
];
const LIGHTHOUSE_METRICS = {
  'largest-contentful-paint': 'lcp',
  'first-contentful-paint': 'fcp',
  'total-blocking-time': 'tbt',
  'cumulative-layout-shift': 'cls',
  'speed-index': 'si',
};
const results = {
  lighthouse: [],
  inp: [],
  journey: [],
  fromHome: [],
  machine: `${os.cpus().length} × ${os.cpus()[0].model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  date: new Date().toISOString(),
  builds: [],
  routes: [],
  api: [],
  load: [],
};

// Each app built alone, one after the other, so the times do not share the two cores.
async function buildTimes() {
  for (const app of APPS) {
    const started = Date.now();
    const code = await buildAll({ apps: [app], force: true, server: false });
    results.builds.push({ app, seconds: (Date.now() - started) / 1000, ok: code === 0 });
    log(`${app}: ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
  if ((await buildAll({ apps: [] })) !== 0) process.exit(1);
}

/** Where a served URL's file lives on disk (the server maps /remotes/<dir>/ and / to the dist folders). */
function fileOf(urlPath) {
  const m = /^\/remotes\/([^/]+)\/(.+)$/.exec(urlPath);
  return m ? path.join(root, m[1], 'dist', m[2]) : path.join(root, 'shell/dist', urlPath);
}

async function served(urlPath) {
  const res = await fetch(BASE + urlPath);
  if (!res.ok) throw new Error(`${urlPath}: HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * Raw, gzipped (level 6, the budgets' measure) and brotli bytes of the served files at these URL paths; brotli
 * is what a browser is sent: the pre-compressed twin the build put beside the file, or the file as it is. A
 * script the server writes itself (the check-in page's fallback, /page-fallback.js) is measured as sent.
 */
async function sizes(paths) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const p of paths) {
    const file = fileOf(p);
    const buf = fs.existsSync(file) ? fs.readFileSync(file) : await served(p);
    raw += buf.length;
    gz += zlib.gzipSync(buf, { level: 6 }).length;
    br += fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : buf.length;
  }
  return { files: paths.size, rawKiB: raw / 1024, gzipKiB: gz / 1024, brKiB: br / 1024 };
}

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });

/** The paths of the files matching `pattern` the page requests from now on; `reset()` starts afresh. */
function requested(page, pattern) {
  let paths = new Set();
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (pattern.test(u.pathname)) paths.add(u.pathname);
  });
  return { paths: () => paths, reset: () => (paths = new Set()) };
}

// Each route in a fresh context (cold cache): the JavaScript and CSS files it downloads until the network is idle.
async function routeSizes() {
  const browser = await launch();
  for (const { route, account, who } of [...ROUTES.map((route) => ({ route })), ...SIGNED_IN]) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const token = account && (await login(account));
    if (token) await context.addCookies([{ name: 'token', value: token, url: BASE }]);
    const page = await context.newPage();
    const scripts = requested(page, /\.js$/);
    const styles = requested(page, /\.css$/);
    await page.goto(BASE + (token ? await withDemoOrders(route, asking(token)) : route), { waitUntil: 'networkidle' });
    const js = await sizes(scripts.paths());
    const css = await sizes(styles.paths());
    const remotes = [...new Set([...scripts.paths()].map((p) => /^\/remotes\/([^/]+)\//.exec(p)?.[1]).filter(Boolean))];
    results.routes.push({ route, who, ...js, css, remotes });
    log(
      `${route}${who ? ` (${who})` : ''}: ${js.files} 个脚本 ${js.gzipKiB.toFixed(1)} KiB gzip (${js.rawKiB.toFixed(1)} KiB)，${css.files} 个样式表 ${css.gzipKiB.toFixed(1)} KiB gzip`,
    );
    await context.close();
  }
  await browser.close();
}

/** Opens `to` inside the site, as a tap does (the router moves, the page stays), and waits for its files. */
async function openInApp(page, to) {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function journey() {
  const browser = await launch();
  const page = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  const step = requested(page, /\.(js|css)$/);
  for (const [i, route] of JOURNEY.entries()) {
    step.reset();
    if (i === 0) await page.goto(BASE + route, { waitUntil: 'networkidle' });
    else await openInApp(page, route);
    const added = await sizes(step.paths());
    results.journey.push({ route, ...added });
    log(`旅程 ${route}: +${added.files} 个文件 ${added.gzipKiB.toFixed(1)} KiB gzip`);
  }
  await browser.close();
}

// Each first page in a second remote in a fresh context: `/`, then the page opened inside the site, and the
// JavaScript that step adds (the budgets' measure: e2e/tests/budgets.spec.ts).
async function secondRemotes() {
  const browser = await launch();
  for (const route of FROM_HOME) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${BASE}/`, { waitUntil: 'networkidle' });
    const step = requested(page, /\.js$/);
    await openInApp(page, route);
    const added = await sizes(step.paths());
    results.fromHome.push({ route, ...added, budgetKiB: BUDGETS.fromHome[route] });
    log(`从 / 进入 ${route}: +${added.files} 个脚本 ${added.gzipKiB.toFixed(1)} KiB gzip`);
    await context.close();
  }
  await browser.close();
}

/**
 * Lighthouse from this checkout's node_modules (its Node API, driving Debian's Chromium through puppeteer-core,
 * so a logged-in page gets its token cookie first; Lighthouse keeps cookies and clears the cache), three runs per
 * route; of them the run Lighthouse itself calls the median (closest to the median FCP and time to interactive),
 * with every run's performance score, LCP and TBT beside it, and the other categories' scores.
 */
async function lighthouse() {
  const lhDir = path.dirname(require.resolve('lighthouse/package.json'));
  const { default: runLighthouse } = await import(pathToFileURL(path.join(lhDir, 'core/index.js')).href);
  const { computeMedianRun } = await import(pathToFileURL(path.join(lhDir, 'core/lib/median-run.js')).href);
  const puppeteer = require(require.resolve('puppeteer-core', { paths: [lhDir] }));
  for (const { route, account } of LIGHTHOUSE_ROUTES) {
    const token = account ? await login(account) : null;
    const reports = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
      const browser = await puppeteer.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      try {
        const page = await browser.newPage();
        if (token) await browser.setCookie({ name: 'token', value: token, domain: '127.0.0.1', path: '/' });
        const run = await runLighthouse(
          BASE + route,
          { output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES },
          undefined,
          page,
        );
        if (run?.lhr && !run.lhr.runtimeError) reports.push(run.lhr);
      } catch (error) {
        log(`Lighthouse ${route}: ${error.message}`);
      } finally {
        await browser.close();
      }
    }
    if (!reports.length) continue;
    const score = (report, category) => Math.round((report.categories[category]?.score ?? 0) * 100);
    const metrics = (report) => ({
      score: score(report, 'performance'),
      ...Object.fromEntries(Object.entries(LIGHTHOUSE_METRICS).map(([audit, key]) => [key, report.audits[audit].numericValue])),
    });
    const medianRun = computeMedianRun(reports);
    const median = metrics(medianRun);
    const others = {
      accessibility: score(medianRun, 'accessibility'),
      bestPractices: score(medianRun, 'best-practices'),
      seo: score(medianRun, 'seo'),
    };
    // What kept a category below 100, by audit id, so the figure says where to look.
    const failing = Object.fromEntries(
      ['accessibility', 'best-practices', 'seo'].map((c) => [
        c,
        medianRun.categories[c].auditRefs
          .filter((a) => a.weight > 0 && medianRun.audits[a.id].score !== null && medianRun.audits[a.id].score < 1)
          .map((a) => a.id),
      ]),
    );
    const lcpRuns = reports.map((r) => metrics(r).lcp);
    const tbtRuns = reports.map((r) => metrics(r).tbt);
    const scoreRuns = reports.map((r) => metrics(r).score);
    // Lighthouse's own measure of the machine's CPU at each run (higher is faster): on a shared machine it moves
    // from run to run, and TBT with it.
    const cpuRuns = reports.map((r) => Math.round(r.environment.benchmarkIndex));
    results.lighthouse.push({
      route,
      who: account ? (account === VERIFIER ? '核销员' : '已登录') : '',
      runs: reports.length,
      lcpRuns,
      tbtRuns,
      scoreRuns,
      cpuRuns,
      ...median,
      ...others,
      failing,
    });
    log(
      `Lighthouse ${route}: 性能 ${median.score}，无障碍 ${others.accessibility}，最佳实践 ${others.bestPractices}，SEO ${others.seo}；LCP ${(median.lcp / 1000).toFixed(2)} s, TBT ${median.tbt.toFixed(0)} ms`,
    );
  }
}

/** Records every Event Timing entry of an interaction (what web-vitals' INP reads), from the page's start. */
function watchInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__interactions.push(e.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** INP of each step at a 4× slower CPU (Chromium's CPU throttling), the median of INP_RUNS fresh visits. */
async function interactions() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const step of INP_STEPS) {
      const token = step.account ? await login(step.account) : null;
      const runs = [];
      for (let i = 0; i < INP_RUNS; i += 1) {
        const context = await browser.newContext({
          viewport: { width: 375, height: 812 },
          locale: 'zh-CN',
          hasTouch: true,
          isMobile: true,
        });
        if (token) await context.addCookies([{ name: 'token', value: token, url: BASE }]);
        const page = await context.newPage();
        await page.addInitScript(watchInteractions);
        await page.goto(BASE + step.route, { waitUntil: 'networkidle' });
        const target = page.locator(step.target).first();
        await target.waitFor({ timeout: 30_000 });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.evaluate(() => (window.__interactions = []));
        await target.tap();
        await page.waitForTimeout(1500);
        const durations = await page.evaluate(() => window.__interactions);
        runs.push(durations.length ? Math.max(...durations) : 0);
        await context.close();
      }
      const sorted = [...runs].sort((a, b) => a - b);
      results.inp.push({ name: step.name, route: step.route, inp: sorted[Math.floor(sorted.length / 2)], runs });
      log(`INP ${step.name}: ${sorted[Math.floor(sorted.length / 2)]} ms (${runs.join(' / ')} ms)`);
    }
  } finally {
    await browser.close();
  }
}

/**
 * A demo account's token, one login per account for the whole run: the server limits logins per address, and a
 * dozen pages measured logged in, one login each, had the last ones measured as a visitor's login prompt.
 */
const tokens = new Map();
function login(account = '13800138000') {
  if (!tokens.has(account)) tokens.set(account, freshLogin(account));
  return tokens.get(account);
}

/** Posts a form to the API with a token (withDemoOrders' `ask`). */
const asking = (token) => async (api, form) =>
  (await fetch(BASE + api, { method: 'POST', headers: { token }, body: new URLSearchParams(form) })).json();

async function freshLogin(account) {
  const res = await fetch(`${BASE}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: 'demo123456' }),
  });
  const body = await res.json().catch(() => ({}));
  return body?.data?.userinfo?.token ?? null;
}

async function apiLoad() {
  const token = await login();
  const targets = [
    { name: '健康检查', path: '/api/health' },
    { name: '站点配置', path: '/api/wyms/config/config' },
    { name: '会议列表', path: '/api/wyms/meeting/meeting/index?page=1&limit=10' },
    { name: '会话 (已登录)', path: '/api/_auth/session', headers: token ? { token } : undefined, needs: token },
  ];
  for (const t of targets) {
    if ('needs' in t && !t.needs) continue;
    const probe = await fetch(BASE + t.path, { headers: t.headers });
    if (probe.status !== 200) {
      log(`${t.path}: HTTP ${probe.status}，跳过`);
      continue;
    }
    const r = await autocannon({ url: BASE + t.path, headers: t.headers, ...LOAD });
    results.api.push({
      name: t.name,
      path: t.path,
      rps: r.requests.average,
      p50: r.latency.p50,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
      total: r.requests.total,
    });
    log(`${t.path}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, 错误 ${r.errors + r.non2xx}`);
  }
}

function loadMarkdown() {
  if (!results.load.length) return [];
  const c = results.load[0].concurrency;
  const lines = [
    `负载压测：PostgreSQL 服务器，${c} 个并发客户端，每个场景 10 s，压测客户端与 API 实例同机（2 核）；多实例时客户端轮流请求各实例（如负载均衡）。`,
    '',
  ];
  lines.push('| 实例数 | 场景 | 成功/秒 | p50 | p99 | 售罄 | 其他错误 | 超卖 |', '|---|---|---|---|---|---|---|---|');
  for (const r of results.load) {
    const row = (name, x) =>
      `| ${r.instances} | ${name} | ${x.perSecond} | ${x.p50} ms | ${x.p99} ms | ${x.soldOut ?? 0} | ${x.errors} | ${r.books.oversold} |`;
    for (const [name, x] of [
      ['购票结账（下单 + 收银台 + 支付通知）', r.checkout],
      ['酒店预订（1 晚 1 间）', r.hotel],
      ['入场核销', r.scans],
    ])
      if (x) lines.push(row(name, x));
    lines.push(
      ...r.content.map(
        (x) =>
          `| ${r.instances} | ${x.name} \`${x.path.replace(/\?.*/, '')}\` | ${x.perSecond} | ${x.p50} ms | ${x.p99} ms | — | ${x.errors} | — |`,
      ),
    );
  }
  const rated = results.load.filter((r) => r.scanRate);
  if (rated.length) {
    const { rate } = rated[0].scanRate;
    lines.push(
      '',
      `定速核销（开环）：先以同样速率热身 ${WARM_UP_SECONDS} s（新启动的实例，单独列出），再每秒 ${rate} 次、共 10 s，每次一张新票，按时发出而不等前面的应答，延迟从计划发出时刻算起（不掩盖排队）；多实例时轮流发往各实例。`,
      '',
    );
    lines.push(
      '| 实例数 | 计划速率 | 实发速率 | 成功 | p50 | p99 | 最大 | 错误 | 客户端最大迟发 | 核销数 = 成功数 | 每次 CPU（Node / PostgreSQL） | 每秒最慢 | 热身 p99 / 最大 |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    lines.push(
      ...rated.map(
        ({ instances, scanRate: x }) =>
          `| ${instances} | ${x.rate}/s | ${x.sentPerSecond}/s | ${x.ok} | ${x.p50} ms | ${x.p99} ms | ${x.max} ms | ${x.errors} | ${x.lagMax} ms | ${x.checkedIn === x.ok ? '是' : `否（${x.checkedIn}）`} | ${x.cpuPerScan.node} / ${x.cpuPerScan.postgres} ms | ${x.secondMax.join(', ')} ms | ${x.warmUp.p99} / ${x.warmUp.max} ms |`,
      ),
    );
  }
  // Who used the two cores meanwhile: a figure is only the server's when the rest stayed small.
  lines.push(
    '',
    '各场景期间 CPU 占用（占全部核心的百分比）：',
    '',
    '| 实例数 | 场景 | 压测客户端 | API 实例 | PostgreSQL | 其他进程 | 负载均值 (1 分钟) |',
    '|---|---|---|---|---|---|---|',
  );
  for (const r of results.load) {
    for (const [name, x] of [
      ['购票结账', r.checkout],
      ['酒店预订', r.hotel],
      ['入场核销', r.scans],
    ]) {
      if (x?.cpu)
        lines.push(
          `| ${r.instances} | ${name} | ${x.cpu.client}% | ${x.cpu.instances}% | ${x.cpu.postgres}% | ${x.cpu.other}% | ${x.cpu.loadavg[0]} |`,
        );
    }
  }
  return [...lines, ''];
}

// The parts a run can leave out, by their key in the results and their flag (--no-<flag>), and their name in the report.
const PARTS = [
  ['builds', 'build-times', '构建时间'],
  ['lighthouse', 'lighthouse', 'Lighthouse'],
  ['inp', 'inp', 'INP'],
  ['api', 'api', 'API 压测'],
  ['load', 'load', '负载压测'],
];

/**
 * A part this run left out (or could not measure) keeps the last run's figures, with that run's date, so the files
 * hold the latest of each.
 */
function keepLeftOutParts() {
  const file = path.join(root, 'bench/results.json');
  const last = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  results.kept = {};
  for (const [key, flag] of PARTS) {
    // Left out, or nothing to show for it (no PostgreSQL server for the load).
    if ((!skipped(flag) && results[key].length) || !last[key]?.length) continue;
    results[key] = last[key];
    results.kept[key] = last.kept?.[key] ?? last.date;
  }
}

function markdown() {
  const kept = PARTS.filter(([key]) => results.kept?.[key]).map(([key, , name]) => `${name}（${results.kept[key].slice(0, 10)}）`);
  const lines = [
    `测量于 ${results.date.slice(0, 10)}，${results.machine}。${kept.length ? `沿用此前运行的数据：${kept.join('、')}。` : ''}`,
    '',
  ];
  if (results.builds.length) {
    lines.push(
      '| 应用 | 生产构建耗时 |',
      '|---|---|',
      ...results.builds.map((b) => `| ${b.app} | ${b.seconds.toFixed(1)} s${b.ok ? '' : ' (失败)'} |`),
      '',
    );
  }
  lines.push(
    '| 路由 | 脚本数 | JS (gzip) | JS (实际传输 brotli) | JS (原始) | 样式表数 | CSS 文件 (gzip) | 加载的远程模块 |',
    '|---|---|---|---|---|---|---|---|',
  );
  lines.push(
    ...results.routes.map(
      (r) =>
        `| \`${r.route}\`${r.who ? `（${r.who}）` : ''} | ${r.files} | ${r.gzipKiB.toFixed(1)} KiB | ${r.brKiB.toFixed(1)} KiB | ${r.rawKiB.toFixed(1)} KiB | ${r.css.files} | ${r.css.gzipKiB.toFixed(1)} KiB | ${r.remotes.join(', ') || '—'} |`,
    ),
    '',
  );
  if (results.fromHome.length) {
    lines.push(
      '从 `/` 在站内进入另一个远程模块的第一个页面（全新的浏览器上下文），新增的 JS：',
      '',
      '| 页面 | 新脚本数 | 新增 JS (gzip) | 新增 JS (原始) | 预算 |',
      '|---|---|---|---|---|',
    );
    lines.push(
      ...results.fromHome.map(
        (f) => `| \`${f.route}\` | ${f.files} | ${f.gzipKiB.toFixed(1)} KiB | ${f.rawKiB.toFixed(1)} KiB | ${f.budgetKiB} KiB |`,
      ),
      '',
    );
  }
  if (results.journey.length) {
    lines.push(
      `同一次访问中依次进入各页面（应用内导航），每一步新下载的 JS 与 CSS：`,
      '',
      '| 步骤 | 新文件数 | 新增 (gzip) | 新增 (原始) |',
      '|---|---|---|---|',
    );
    lines.push(...results.journey.map((j) => `| \`${j.route}\` | ${j.files} | ${j.gzipKiB.toFixed(1)} KiB | ${j.rawKiB.toFixed(1)} KiB |`));
    const total = results.journey.reduce((n, j) => n + j.gzipKiB, 0);
    lines.push(`| 合计 | | ${total.toFixed(1)} KiB | |`, '');
  }
  if (results.lighthouse.length) {
    lines.push(
      `Lighthouse（移动端预设：模拟慢速 4G、CPU 降速 4 倍；每页 ${LIGHTHOUSE_RUNS} 次，取 Lighthouse 的中位运行）：`,
      '',
      '| 路由 | 性能分 | 无障碍 | 最佳实践 | SEO | LCP | FCP | TBT | CLS | Speed Index | 各次性能分 | 各次 LCP | 各次 TBT | 各次 CPU 基准 (benchmarkIndex) | 未满分的审计 |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    lines.push(
      ...results.lighthouse.map(
        (l) =>
          `| \`${l.route}\`${l.who ? `（${l.who}）` : ''} | ${l.score} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${(l.lcp / 1000).toFixed(2)} s | ${(l.fcp / 1000).toFixed(2)} s | ${l.tbt.toFixed(0)} ms | ${l.cls.toFixed(3)} | ${(l.si / 1000).toFixed(2)} s | ${l.scoreRuns.join(' / ')} | ${l.lcpRuns.map((v) => (v / 1000).toFixed(2)).join(' / ')} s | ${l.tbtRuns.map((v) => v.toFixed(0)).join(' / ')} ms | ${(l.cpuRuns ?? []).join(' / ')} | ${
            Object.values(l.failing ?? {})
              .flat()
              .join(', ') || '—'
          } |`,
      ),
      '',
    );
  }
  if (results.inp.length) {
    lines.push(
      `交互到下一帧（INP，Event Timing API，即 web-vitals 所读；CPU 降速 4 倍，375 × 812 触屏，每项 ${INP_RUNS} 次取中位）：`,
      '',
      '| 交互 | 页面 | INP | 各次 |',
      '|---|---|---|---|',
    );
    lines.push(
      ...results.inp.map(
        (x) => `| ${x.name} | \`${x.route}\` | ${x.inp.toFixed(0)} ms | ${x.runs.map((v) => v.toFixed(0)).join(' / ')} ms |`,
      ),
      '',
    );
  }
  lines.push(...loadMarkdown());
  if (!results.api.length) return lines.join('\n') + '\n';
  lines.push(`API 压测：autocannon，${LOAD.connections} 个并发连接，每项 ${LOAD.duration} s，PGlite 内嵌数据库，与服务器同机。`, '');
  lines.push('| 接口 | 吞吐 (req/s) | p50 | p97.5 | p99 | 错误 |', '|---|---|---|---|---|---|');
  lines.push(
    ...results.api.map(
      (a) => `| ${a.name} \`${a.path}\` | ${a.rps.toFixed(0)} | ${a.p50} ms | ${a.p97_5} ms | ${a.p99} ms | ${a.errors} |`,
    ),
  );
  return lines.join('\n') + '\n';
}

// `--report`: bench/results.md written again from bench/results.json (after a change to the report), nothing measured.
if (process.argv.includes('--report')) {
  Object.assign(results, JSON.parse(fs.readFileSync(path.join(root, 'bench/results.json'), 'utf8')));
  fs.writeFileSync(path.join(root, 'bench/results.md'), markdown());
  process.exit(0);
}

// `--only <scenario>[,<scenario>…]`: only those scenarios of the load benchmark (scripts/load.mjs names
// them), printed; the results files are left as they are.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]?.split(',') : undefined;
if (only) {
  if ((await buildAll({ apps: [] })) !== 0) process.exit(1);
  const pg = await postgresUrl();
  if (!pg) throw new Error('没有可用的 PostgreSQL 服务器');
  results.load = await loadBench(pg, { only });
  console.log(`\n${loadMarkdown().join('\n')}\n${JSON.stringify(results.load, null, 2)}`);
  process.exit(0);
}

// Byte counts do not depend on how busy the machine is; timings do, so --sizes keeps the last run's.
const sizesOnly = process.argv.includes('--sizes');
const skipped = (part) => sizesOnly || process.argv.includes(`--no-${part}`);

ensureInstalled();
if (!skipped('build-times')) await buildTimes();
else if ((await buildAll()) !== 0) process.exit(1);
fs.rmSync(DATA_DIR, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 300));
  }
  await routeSizes();
  await secondRemotes();
  await journey();
  if (!skipped('lighthouse')) await lighthouse();
  if (!skipped('inp')) await interactions();
  if (!skipped('api')) await apiLoad();
} finally {
  server.kill('SIGTERM');
}
if (!skipped('load')) {
  const pg = await postgresUrl();
  if (pg) results.load = await loadBench(pg);
  else log('没有可用的 PostgreSQL 服务器，跳过负载压测');
}
fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
keepLeftOutParts();
fs.writeFileSync(path.join(root, 'bench/results.json'), JSON.stringify(results, null, 2));
fs.writeFileSync(path.join(root, 'bench/results.md'), markdown());
console.log(`\n${markdown()}`);
