// `npm test`: every test. Type check, lint, jest (all packages; server tests on PGlite, and again on the
// PostgreSQL server at DATABASE_URL or 127.0.0.1:5432 when one answers), then the Playwright
// end-to-end suite in Debian's Chromium against the site started as `npm start` starts it.
// On two cores the suite is kept short by running side by side what waits on different things: the type
// check beside lint, and the PostgreSQL-server round of jest (mostly waiting on the database) beside the
// end-to-end suite (mostly waiting on the browser). Each step's time is printed with the results.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildAll } from './build.mjs';
import { APPS, bin, ensureInstalled, log, postgresUrl, root, run, runAsync } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const OUT = path.join(root, 'test-results');
const results = [];

function record(name, passed, failed, seconds) {
  results.push({ name, passed, failed, seconds });
}

/** Runs a step, timing it; its record (written by the step) gets the seconds. */
async function timed(step) {
  const start = Date.now();
  const before = results.length;
  await step();
  for (const r of results.slice(before)) r.seconds ??= Math.round((Date.now() - start) / 1000);
}

/**
 * Runs a tool beside another step: its output goes to a file of its own (two outputs interleaved cannot be
 * read), printed whole when it ends, so a failure's details are in the log as if it had run alone.
 */
async function runQuietly(name, cmd, args, env) {
  const file = path.join(OUT, `${name}.log`);
  const out = fs.openSync(file, 'w');
  const code = await runAsync(cmd, args, { env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const text = fs.readFileSync(file, 'utf8');
  if (text.trim()) {
    log(`${name} 的输出`);
    process.stdout.write(text);
  }
  return code;
}

async function typecheck(quiet = false) {
  log('类型检查 (tsc)');
  const projects = [...['contract', 'form', 'shared', ...APPS, 'e2e'].map((p) => `${p}/tsconfig.json`), 'server/tsconfig.test.json'];
  const failed = [];
  for (const p of projects) {
    const args = ['-p', p, '--noEmit'];
    if ((quiet ? await runQuietly(`tsc-${p.split('/')[0]}`, bin('tsc'), args, process.env) : run(bin('tsc'), args)) !== 0) failed.push(p);
  }
  record('typecheck', projects.length - failed.length, failed.length);
  if (failed.length) console.error(`类型错误: ${failed.join(', ')}`);
}

/**
 * ESLint over the whole repository (eslint.config.mjs), then Prettier's check of its layout: passed and failed
 * count files. ESLint on threads, remembering unchanged files' results by content (a change of the config or a
 * plugin starts afresh).
 */
async function lint() {
  log('代码检查 (ESLint 与 Prettier)');
  const file = path.join(OUT, 'eslint.json');
  const cache = ['--cache', '--cache-strategy', 'content', '--cache-location', path.join(root, 'node_modules/.cache/eslint/')];
  await runAsync(bin('eslint'), ['.', ...cache, '--concurrency', 'auto', '--format', 'json', '--output-file', file]);
  try {
    const files = JSON.parse(fs.readFileSync(file, 'utf8'));
    const failing = files.filter((f) => f.errorCount > 0);
    for (const f of failing) {
      for (const m of f.messages)
        console.error(`${path.relative(root, f.filePath)}:${m.line}:${m.column} ${m.message} (${m.ruleId ?? 'parse'})`);
    }
    record('lint', files.length - failing.length, failing.length);
  } catch {
    record('lint', 0, 1);
  }
  // Lists the files not laid out as Prettier would (fixed with `npm run format`).
  const listed = path.join(OUT, 'prettier.txt');
  const out = fs.openSync(listed, 'w');
  // The whole tree: .prettierignore leaves out the docs and the generated JSON, as for `npm run format`.
  const code = await runAsync(bin('prettier'), ['--list-different', '.'], { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const text = fs.readFileSync(listed, 'utf8');
  const files = text.split('\n').filter((l) => l && !l.startsWith('['));
  for (const f of files) console.error(`${f}: 格式与 Prettier 不一致（运行 npm run format）`);
  if (code !== 0 && !files.length) console.error(text);
  record('format', code === 0 ? 1 : 0, code === 0 ? 0 : Math.max(1, files.length));
}

async function jest(name, args, env = {}, quiet = false) {
  const file = path.join(OUT, `${name}.json`);
  const all = [...args, '--json', `--outputFile=${file}`];
  if (quiet) await runQuietly(name, bin('jest'), all, { ...process.env, ...env });
  else await runAsync(bin('jest'), all, { env: { ...process.env, ...env } });
  try {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    const suiteFailures =
      r.numFailedTestSuites - (r.testResults ?? []).filter((s) => s.assertionResults?.some((a) => a.status === 'failed')).length;
    record(name, r.numPassedTests, r.numFailedTests + Math.max(0, suiteFailures));
  } catch {
    record(name, 0, 1);
  }
}

/** Whether fontconfig knows a Chinese font (a Chromium without one draws the pages' text as boxes); unknown counts as yes. */
function hasChineseFont() {
  const res = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return res.status !== 0 || res.stdout.trim() !== '';
}

const NGINX = '/usr/sbin/nginx';

/**
 * Debian's packages the suite runs: Chromium and a Chinese font for the end-to-end tests, nginx for the
 * deployment recipe (its `nginx -t` and the two-instance drill through it). Installed as root when missing;
 * answers whether Chromium is there (without nginx those jest tests say they are skipped).
 */
function ensureSystemPackages() {
  const hasChromium = () => fs.existsSync(CHROMIUM) && hasChineseFont();
  const canApt = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (canApt && (!hasChromium() || !fs.existsSync(NGINX))) {
    log('安装 Debian 的 Chromium、中文字体与 nginx (apt-get install chromium fonts-noto-cjk nginx)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk', 'nginx'], { stdio: 'inherit', env });
  }
  if (!fs.existsSync(NGINX))
    console.error('没有 nginx：部署配置的检查 (nginx -t) 与经 nginx 的双实例演练将跳过。请以 root 运行 `apt-get install nginx`。');
  if (fs.existsSync(CHROMIUM)) return true;
  console.error(
    `找不到 Chromium (${CHROMIUM})。请以 root 运行 \`apt-get install chromium fonts-noto-cjk\`，或设置 CHROMIUM_PATH 指向已安装的 Chromium。`,
  );
  return false;
}

async function e2e(hasChromium) {
  if (!hasChromium) return record('e2e', 0, 1);
  log('端到端测试 (Playwright + Chromium)');
  const file = path.join(OUT, 'e2e.json');
  await runAsync(
    path.join(root, 'e2e/node_modules/.bin/playwright'),
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...process.argv.slice(2)],
    {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', SKIP_BUILD: '1' },
    },
  );
  try {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
    record('e2e', s.expected + s.flaky, s.unexpected);
  } catch {
    record('e2e', 0, 1);
  }
}

ensureInstalled();
if (process.argv.includes('--typecheck-only')) {
  // `npm run typecheck`: the same projects as the suite's first step, and nothing else.
  await typecheck();
  process.exit(results.some((r) => r.failed) ? 1 : 0);
}
const started = Date.now();
fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
// tsc is one thread; ESLint takes the other core.
await Promise.all([timed(() => typecheck(true)), timed(lint)]);
log('构建');
await timed(async () => {
  if ((await buildAll()) !== 0) record('build', 0, 1);
});
const hasChromium = ensureSystemPackages();
log('单元与接口测试 (jest，服务端使用 PGlite，两个进程)');
await timed(() => jest('jest', ['--maxWorkers=2']));
const pg = await postgresUrl();
const built = !results.some((r) => r.name === 'build' && r.failed);
await Promise.all([
  pg
    ? timed(() => {
        log(`服务端测试再跑一遍，使用 PostgreSQL 服务器 ${pg}（与端到端测试同时进行，输出在其结束后打印）`);
        return jest('jest-postgres', ['--selectProjects', 'server', '--maxWorkers=1'], { TEST_DATABASE_URL: pg }, true);
      })
    : log('没有可用的 PostgreSQL 服务器，跳过 PostgreSQL 这一轮'),
  built ? timed(() => e2e(hasChromium)) : undefined,
]);

console.log('\n结果:');
for (const r of results)
  console.log(`  ${r.name.padEnd(14)} ${r.passed} passed, ${r.failed} failed${r.seconds === undefined ? '' : `  (${r.seconds} s)`}`);
console.log(`  共用时 ${Math.round((Date.now() - started) / 1000)} s`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
