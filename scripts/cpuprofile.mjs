// Reads V8 CPU profiles (node --cpu-prof) and says where the time went: the functions with the most self
// time, the most total time (themselves and what they called), and self time per package or module.
// `node scripts/cpuprofile.mjs <dir or .cpuprofile>...`; scripts/load.mjs --cpu-prof calls it itself.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TOP = 25;

/** Where a function lives, shortened: a package name, a node: module, or our file relative to dist. */
function moduleOf(url) {
  if (!url) return '(native)';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url;
  const ours = /\/dist\/(.+)$/.exec(url);
  return ours ? ours[1] : url;
}

const keyOf = (f) => (f.url ? `${f.functionName || '(anonymous)'} ${moduleOf(f.url)}:${f.lineNumber + 1}` : f.functionName);

/**
 * Self and total ms per function, self ms per module, and the busy and idle ms of one profile, counting
 * the samples taken between `from` and `to` (µs of the monotonic clock, as process.hrtime).
 */
function analyse(profile, { from = -Infinity, to = Infinity } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const total = new Map();
  const modules = new Map();
  const add = (m, k, ms) => m.set(k, (m.get(k) ?? 0) + ms);
  let idle = 0;
  let all = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id);
    all += ms;
    if (node.callFrame.functionName === '(idle)') {
      idle += ms;
      return;
    }
    add(self, keyOf(node.callFrame), ms);
    add(modules, node.callFrame.url ? moduleOf(node.callFrame.url) : node.callFrame.functionName || '(native)', ms);
    // Total time: each function once per sample, however deep it recurses.
    const seen = new Set();
    for (let up = id; up !== undefined; up = parent.get(up)) seen.add(keyOf(byId.get(up).callFrame));
    for (const k of seen) add(total, k, ms);
  });
  return { self, total, modules, idle, all };
}

function merge(results) {
  const sum = (key) => {
    const m = new Map();
    for (const r of results) for (const [k, v] of r[key]) m.set(k, (m.get(k) ?? 0) + v);
    return m;
  };
  return {
    self: sum('self'),
    total: sum('total'),
    modules: sum('modules'),
    idle: results.reduce((s, r) => s + r.idle, 0),
    all: results.reduce((s, r) => s + r.all, 0),
  };
}

function table(title, map, busy, top = TOP) {
  const rows = [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `${title} (% of busy time)`,
    ...rows.map(([k, ms]) => `  ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${Math.round(ms).toString().padStart(7)} ms  ${k}`),
  ].join('\n');
}

/** A text summary of every .cpuprofile under `paths` (files or folders), taken together; `window` as analyse. */
export function summariseProfiles(paths, window) {
  const files = paths.flatMap((p) =>
    fs.statSync(p).isDirectory()
      ? fs
          .readdirSync(p)
          .filter((f) => f.endsWith('.cpuprofile'))
          .map((f) => path.join(p, f))
      : [p],
  );
  if (!files.length) return `no .cpuprofile in ${paths.join(', ')}`;
  const r = merge(files.map((f) => analyse(JSON.parse(fs.readFileSync(f, 'utf8')), window)));
  // "(program)" is V8 outside JavaScript (parsing, compiling, native work not attributed to a function).
  const busy = r.all - r.idle;
  return [
    `${files.length} profile(s): ${Math.round(r.all)} ms sampled, busy ${Math.round(busy)} ms (${((100 * busy) / r.all).toFixed(1)}%), idle ${Math.round(r.idle)} ms`,
    table('Self time by package or module', r.modules, busy, 15),
    table('Self time by function', r.self, busy),
    table('Total time by function', r.total, busy),
  ].join('\n\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.length < 3) {
    console.error('usage: node scripts/cpuprofile.mjs <dir or .cpuprofile>...');
    process.exit(2);
  }
  console.log(summariseProfiles(process.argv.slice(2)));
}
