import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db';
import { migrate } from './db/migrate';
import { seedDemoData } from './seed';

const SHUTDOWN_GRACE_MS = 10000;

async function main() {
  const config = loadConfig();
  const db = await openDb(config);
  const applied = await migrate(db);
  const app = await buildApp(db, config, { level: config.logLevel });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (config.demoData && (await seedDemoData(db, config))) app.log.info('demo data loaded');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`database: ${db.kind}${db.kind === 'pglite' ? ` (${config.dataDir})` : ''}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
