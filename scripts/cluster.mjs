// `npm run cluster`: builds what changed, then runs CLUSTER_SIZE API instances (default 2) on the PostgreSQL
// server at DATABASE_URL behind a small reverse proxy on PORT (default 8080). See docs/operations.md (many instances).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildAll } from './build.mjs';
import { ensureInstalled, log, root } from './lib.mjs';

if (!process.env.DATABASE_URL) {
  console.error('集群模式需要 PostgreSQL 服务器：请设置 DATABASE_URL=postgres://…（内嵌 PGlite 只能由一个进程使用）');
  process.exit(1);
}
ensureInstalled();
if (!process.env.SKIP_BUILD && (await buildAll()) !== 0) process.exit(1);
log(`启动集群：${process.env.CLUSTER_SIZE || 2} 个 API 实例，入口 http://127.0.0.1:${process.env.PORT || 8080}`);
const cluster = spawn(process.execPath, [path.join(root, 'server/dist/cluster/index.js')], { stdio: 'inherit', env: process.env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => cluster.kill(sig));
cluster.on('exit', (code) => process.exit(code ?? 0));
