// `npm start`: installs what is missing, builds what changed, and serves the whole site with demo data
// at http://127.0.0.1:8080 (PORT changes it). Embedded PostgreSQL (PGlite) unless DATABASE_URL is set.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildAll } from './build.mjs';
import { log, root } from './lib.mjs';

// SKIP_BUILD=1 serves the builds as they are (used when a test run has just built them).
if (!process.env.SKIP_BUILD && (await buildAll()) !== 0) process.exit(1);
const port = process.env.PORT || '8080';
log(
  `启动服务: http://127.0.0.1:${port}  (数据库: ${process.env.DATABASE_URL ? 'PostgreSQL 服务器' : 'PGlite，数据保存在 ' + (process.env.DATA_DIR || '.data')})`,
);
const server = spawn(process.execPath, [path.join(root, 'server/dist/index.js')], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
