// Helpers shared by the root scripts (start, build, test, dev, bench).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root, pnpm } from './pnpm.mjs';

export { root, pnpm };

const { shell, remotes } = createRequire(import.meta.url)('../build/remotes.cjs');
/** The six webpack apps, from the one list the builds and the server read. */
export const APPS = [shell.dir, ...remotes.map((r) => r.dir)];

export function log(msg) {
  console.log(`\x1b[36m▶ ${msg}\x1b[0m`);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  log('安装依赖 (pnpm install)');
  pnpm(['install', '--frozen-lockfile'], { env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
}

function walk(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

/** A hash of everything a build reads, so an unchanged app is not rebuilt. */
export function fingerprint(dirs, files = []) {
  const h = createHash('sha256');
  for (const f of [...dirs.flatMap((d) => walk(path.join(root, d))).sort(), ...files.map((f) => path.join(root, f))]) {
    if (/\.test\.tsx?$/.test(f) || !fs.existsSync(f)) continue;
    h.update(path.relative(root, f));
    h.update(fs.readFileSync(f));
  }
  for (const k of ['BUILD_LABEL', 'NODE_ENV']) h.update(`${k}=${process.env[k] ?? ''}`);
  return h.digest('hex');
}

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return res.status ?? 1;
}

/** Runs a command, resolving with its exit code. */
export function runAsync(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

export const bin = (name) => path.join(root, 'node_modules/.bin', name);

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The PostgreSQL server at DATABASE_URL or 127.0.0.1:5432, when one answers; else null. */
export async function postgresUrl() {
  const url = process.env.DATABASE_URL || `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;
  const { hostname, port } = new URL(url);
  return (await reachable(hostname, Number(port || 5432))) ? url : null;
}
