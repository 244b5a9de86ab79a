// Runs the pinned pnpm through npx so a fresh machine needs only Node and npm.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager;

export function pnpm(args, options = {}) {
  const res = spawnSync('npx', ['--yes', pinned, ...args], { cwd: root, stdio: 'inherit', ...options });
  if (res.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (exit ${res.status})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    pnpm(process.argv.slice(2));
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
