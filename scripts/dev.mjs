// Dev mode with live reload.
//   npm run dev                 API server + the shell (http://127.0.0.1:3000) + every remote on its own port
//   npm run dev -- mf-hotel     API server + that remote alone, standalone at its port (no shell)
//   npm run dev -- shell mf-hotel   API + shell + mf-hotel from source; the other remotes from their builds
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { bin, ensureInstalled, log, root } from './lib.mjs';
import { buildAll } from './build.mjs';

const require = createRequire(import.meta.url);
const { remotes, shell } = require('../build/remotes.cjs');
const apiPort = process.env.PORT || '8080';
const asked = process.argv.slice(2);
const devApps = asked.length ? asked : [shell.dir, ...remotes.map((r) => r.dir)];

ensureInstalled();
// The API server runs from its build; remotes not developed here are served from their builds.
if ((await buildAll({ apps: [shell, ...remotes].map((a) => a.dir).filter((d) => !devApps.includes(d)) })) !== 0) process.exit(1);

// Remotes developed here are registered at their dev servers; the rest at the API server's copy.
const dataDir = process.env.DATA_DIR || path.join(root, '.data');
fs.mkdirSync(dataDir, { recursive: true });
const remotesFile = path.join(dataDir, 'remotes.dev.json');
fs.writeFileSync(
  remotesFile,
  JSON.stringify(
    Object.fromEntries(
      remotes.map((r) => [
        r.name,
        devApps.includes(r.dir) ? `http://127.0.0.1:${r.devPort}/remoteEntry.js` : `/remotes/${r.dir}/remoteEntry.js`,
      ]),
    ),
    null,
    2,
  ),
);

const children = [];
function start(name, cmd, args, opts = {}) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
  const prefix = `\x1b[35m[${name}]\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (d) => process.stdout.write(d.toString().replace(/^(?=.)/gm, prefix)));
  }
  children.push(child);
}

start('tsc', bin('tsc'), ['-b', 'server/tsconfig.json', '--watch', '--preserveWatchOutput'], { cwd: root });
start('api', process.execPath, ['--watch', 'server/dist/index.js'], {
  cwd: root,
  env: { ...process.env, PORT: apiPort, DATA_DIR: dataDir, REMOTES_CONFIG_FILE: remotesFile, API_TARGET: `http://127.0.0.1:${apiPort}` },
});
for (const app of [shell, ...remotes].filter((a) => devApps.includes(a.dir))) {
  start(app.dir, bin('webpack'), ['serve', '--mode', 'development'], {
    cwd: path.join(root, app.dir),
    env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}` },
  });
}

const entry = devApps.includes(shell.dir)
  ? `http://127.0.0.1:${shell.devPort}`
  : devApps.map((d) => `http://127.0.0.1:${remotes.find((r) => r.dir === d)?.devPort}`).join(', ');
log(`开发模式: ${entry}  (API: http://127.0.0.1:${apiPort})`);
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
