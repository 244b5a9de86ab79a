// Starts the site for the end-to-end tests exactly as `npm start` does, on a fresh data folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
if (process.env.REMOTES_CONFIG_FILE) fs.rmSync(process.env.REMOTES_CONFIG_FILE, { force: true });
await import(path.join(root, 'scripts/start.mjs'));
