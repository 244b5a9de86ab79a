import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { loadConfig } from '../config';
import { createProxy } from './proxy';

/**
 * `npm run cluster`: CLUSTER_SIZE API instances (default 2) on the one PostgreSQL server at DATABASE_URL,
 * behind a small reverse proxy on PORT (default 8080), each serving the site as usual. An instance that
 * dies is started again. Migrations, demo data and jobs are safe when all instances start at once
 * (advisory lock, per-step markers, leases). In a deployment a load balancer takes the proxy's place.
 */
const config = (() => {
  try {
    return loadConfig(process.env, { forCluster: true });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();
const { port, host } = config;
const { size, basePort } = config.cluster;

if (!config.databaseUrl) {
  console.error('集群模式需要 PostgreSQL 服务器：请设置 DATABASE_URL=postgres://…（内嵌 PGlite 只能由一个进程使用）');
  process.exit(1);
}

const server = path.join(__dirname, '..', 'index.js');
const instances: (ChildProcess | undefined)[] = [];
let stopping = false;

function start(i: number): void {
  const child = spawn(process.execPath, [server], {
    stdio: 'inherit',
    // One proxy in front: the client's address is the hop it appended.
    env: {
      ...process.env,
      PORT: String(basePort + i),
      HOST: '127.0.0.1',
      TRUST_PROXY: process.env.TRUST_PROXY || 'true',
      INSTANCE: String(i + 1),
    },
  });
  instances[i] = child;
  child.on('exit', (code, signal) => {
    instances[i] = undefined;
    if (stopping) return;
    console.error(`[cluster] 实例 ${i + 1}（端口 ${basePort + i}）退出（${signal ?? code}），1 秒后重启`);
    setTimeout(() => start(i), 1000);
  });
}

for (let i = 0; i < size; i += 1) start(i);
const proxy = createProxy(Array.from({ length: size }, (_, i) => ({ host: '127.0.0.1', port: basePort + i })));
proxy.listen(port, host, () =>
  console.log(`[cluster] ${size} 个 API 实例（端口 ${basePort}-${basePort + size - 1}），入口 http://${host}:${port}`),
);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    stopping = true;
    proxy.close();
    for (const child of instances) child?.kill(sig);
    setTimeout(() => process.exit(0), 11_000).unref();
    Promise.all(instances.map((c) => c && new Promise((r) => c.on('exit', r)))).then(() => process.exit(0));
  });
}
