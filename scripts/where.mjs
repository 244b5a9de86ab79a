// Which file handles a route: `node scripts/where.mjs /hotel/detail/1 api/ms.order/pay_order ...`
// (docs/architecture.md, "A newcomer's path"). A page goes through the prefix table (build/remotes.cjs)
// to its remote's src/routes.tsx and the page file its feature loads; an API call goes to the server file
// that registers it, found by building the server's routes and asking each where it was added.
// `{id}` and `:id` segments match anything. `--spec <product-spec.md>` checks every page route (its section 2
// table) and every call (section 7) of the product specification. Exits 1 when a route has no handler.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildAll } from './build.mjs';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const { remotes, shell, ownerOf } = require('../build/remotes.cjs');

/** A route pattern (`/hotel/detail/:id`, `api/x/{id}`) as a test of a concrete path. */
function matcher(pattern) {
  const parts = pattern
    .replace(/^\/?/, '/')
    .split('/')
    .map((s) => (/^[:{]/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('/')}$`);
}

/** Same segments, either side a parameter: so a spec's `/hotel/list/{id}` finds `/hotel/list/:meetingId`. */
const samePath = (a, b) => matcher(a).test(b.replace(/^\/?/, '/')) || matcher(b).test(a.replace(/^\/?/, '/'));

const rel = (file) => path.relative(root, file);

function pageOf(route) {
  const pathname = route.split('?')[0];
  const owner = remotes.find((r) => r.name === ownerOf(pathname));
  const dir = owner?.dir ?? shell.dir;
  const routesFile = path.join(root, dir, 'src', owner ? 'routes.tsx' : 'router.tsx');
  const text = fs.readFileSync(routesFile, 'utf8');
  // A <Route> on one line or laid over several (Prettier wraps a long element).
  const declared = [...text.matchAll(/<Route\s+path="([^"]+)"(?:\s+element=\{\s*<(\w+))?/g)].find(
    (m) => m[1] !== '*' && samePath(m[1], pathname),
  );
  if (!declared) return undefined;
  const component = declared[2];
  const line = text.slice(0, declared.index).split('\n').length;
  const steps = [
    owner ? `${dir} (build/remotes.cjs)` : `${dir} (not in build/remotes.cjs: the shell's own)`,
    `${rel(routesFile)}:${line} ${component}`,
  ];
  const file = component && pageFile(path.join(root, dir, 'src'), routesFile, component);
  if (file) steps.push(file);
  return steps;
}

/**
 * The file a page component comes from: a `lazyPage(() => import('./pages/X'))` (a feature's or the routes file's),
 * else a plain import.
 */
function pageFile(src, routesFile, component) {
  const entries = fs.existsSync(path.join(src, 'features'))
    ? fs.readdirSync(path.join(src, 'features')).map((f) => path.join(src, 'features', f, 'index.ts'))
    : [];
  const files = [routesFile, ...entries].filter((f) => fs.existsSync(f));
  const lazy = new RegExp(`(?:export )?const ${component} = lazyPage\\(\\(\\) => import\\('([^']+)'\\)`);
  const plain = new RegExp(`import \\{[^}]*\\b${component}\\b[^}]*\\} from '(\\./[^']+)'`);
  for (const pattern of [lazy, plain]) {
    for (const file of files) {
      const spec = pattern.exec(fs.readFileSync(file, 'utf8'))?.[1];
      if (!spec) continue;
      const base = path.resolve(path.dirname(file), spec);
      const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
      if (found) return rel(found);
    }
  }
  return undefined;
}

/** Every route of the server with the source line that added it (the server's own onRoute hook, source maps on). */
async function serverRoutes() {
  if ((await buildAll({ apps: [] })) !== 0) process.exit(1);
  process.setSourceMapsEnabled(true);
  const { buildApp } = require('../server/dist/app.js');
  const { loadConfig } = require('../server/dist/config.js');
  const src = path.join(root, 'server/src') + path.sep;
  const found = [];
  // No database: adding routes does not query it.
  const app = await buildApp({}, { ...loadConfig({}), serveApps: false }, false, (r) => {
    const frame = new Error().stack
      .split('\n')
      .map((l) => /\(?((?:file:\/\/)?\/[^():]+\.ts):(\d+):\d+\)?$/.exec(l.trim()))
      .find((m) => m && m[1].replace('file://', '').startsWith(src));
    for (const method of [r.method].flat())
      if (method !== 'HEAD') found.push({ method, url: r.url, at: frame ? `${rel(frame[1].replace('file://', ''))}:${frame[2]}` : '?' });
  });
  await app.close();
  return found;
}

/** The spec's page routes (the rows of section 2's table) and calls (section 7, `api/x/{a, b}` spelled out). */
function specRoutes(file) {
  const text = fs.readFileSync(file, 'utf8');
  const section = (from, to) => text.slice(text.indexOf(from), text.indexOf(to));
  const pages = section('## 2.', '## 3.')
    .split('\n')
    .filter((l) => l.startsWith('| /'))
    .flatMap((l) =>
      l
        .split('|')[1]
        .split(',')
        .map((p) => p.trim()),
    );
  const calls = [...section('## 7.', '## 8.').matchAll(/(api\/[\w./-]+?)(?:\{([^}]*)\}|(?=[;\s:(,]|$))/gm)].flatMap(([, base, list]) =>
    list ? list.split(',').map((name) => base + name.trim()) : [base],
  );
  return [...new Set([...pages, ...calls])].filter((r) => !r.endsWith('/'));
}

const argv = process.argv.slice(2);
const args = argv[0] === '--spec' ? specRoutes(argv[1]) : argv;
if (!args.length) {
  console.error('用法: node scripts/where.mjs <页面路由或 api/...> ...  或  node scripts/where.mjs --spec <product-spec.md>');
  process.exit(2);
}
const api = args.some((a) => /^\/?api\//.test(a)) ? await serverRoutes() : [];
let missing = 0;
for (const route of args) {
  const steps = /^\/?api\//.test(route)
    ? api.filter((r) => samePath(r.url, route.split('?')[0])).map((r) => `${r.method} ${r.url} ${r.at}`)
    : pageOf(route);
  if (!steps?.length) missing += 1;
  console.log(`${route}  →  ${steps?.length ? steps.join('  →  ') : '没有处理它的文件'}`);
}
if (argv[0] === '--spec') console.log(`${args.length} 条路由与接口，${args.length - missing} 条找到处理文件，${missing} 条没有`);
process.exit(missing ? 1 : 0);
