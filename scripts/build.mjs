// Builds what changed: the server and @conf/contract (tsc) and the six webpack apps, two at a time.
// `node scripts/build.mjs [app...] [--force]`
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, bin, ensureInstalled, fingerprint, log, root, run, runAsync } from './lib.mjs';

const COMMON = ['shared/src', 'contract/src', 'form/src', 'build'];
const COMMON_FILES = ['pnpm-lock.yaml', 'pnpm-workspace.yaml'];

async function buildApp(app, force) {
  const stamp = path.join(root, app, 'dist/.fingerprint');
  const fp = fingerprint([`${app}/src`, ...COMMON], [...COMMON_FILES, `${app}/webpack.config.js`, `${app}/package.json`]);
  if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fp) {
    log(`${app}: 未改动，跳过构建`);
    return 0;
  }
  const started = Date.now();
  const code = await runAsync(bin('webpack'), ['--mode', 'production'], { cwd: path.join(root, app) });
  if (code === 0) {
    fs.writeFileSync(stamp, fp);
    log(`${app}: 构建完成 ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
  return code;
}

function buildServer(force) {
  const stamp = path.join(root, 'server/dist/.fingerprint');
  const fp = fingerprint(['server/src', 'contract/src'], ['server/tsconfig.json', 'contract/tsconfig.build.json', 'pnpm-lock.yaml']);
  if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fp) return 0;
  log('server: 编译 TypeScript');
  // -b: contract first (the server's project reference), into contract/dist, which the server requires at run time.
  const code = run(bin('tsc'), ['-b', 'server/tsconfig.json']);
  if (code === 0) fs.writeFileSync(stamp, fp);
  return code;
}

export async function buildAll({ apps = APPS, force = false, server = true } = {}) {
  ensureInstalled();
  if (server && buildServer(force) !== 0) return 1;
  const queue = [...apps];
  const failures = [];
  // Two builds at once: the machines this runs on have two cores.
  await Promise.all(
    [0, 1].map(async () => {
      for (let app = queue.shift(); app; app = queue.shift()) if ((await buildApp(app, force)) !== 0) failures.push(app);
    }),
  );
  if (failures.length) console.error(`构建失败: ${failures.join(', ')}`);
  return failures.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const named = args.filter((a) => !a.startsWith('--'));
  const apps = named.filter((a) => a !== 'server');
  process.exit(
    await buildAll({
      apps: named.length ? apps : APPS,
      force: args.includes('--force'),
      server: named.length === 0 || named.includes('server'),
    }),
  );
}
