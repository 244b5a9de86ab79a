import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDb } from './db';
import { migrate } from './db/migrate';
import { seedDemoData } from './seed';
import { JobRunner, coreJobs } from './core';
import { features } from './features';
import { makeLegacyUploadsPrivate } from './features/account';
import { claimDataDir, serveAdminSocket } from './cli/adminSocket';
import { serveMetricsPort } from './http/metrics';
import { demoAccountsLeft } from './seed/demoAccounts';
import { startupReport } from './startupReport';

const SHUTDOWN_GRACE_MS = 10000;

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) await claimDataDir(config);
  const db = await openDb(config);
  const applied = await migrate(db);
  const app = await buildApp(db, config, { level: config.logLevel });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  app.log.info(startupReport(config, db.kind));
  if (config.production) {
    const demo = await demoAccountsLeft(db);
    if (demo.length)
      throw new ConfigError([
        `数据库中的演示账号 ${demo.join('、')} 仍使用公开的演示密码：生产模式请使用没有演示数据的数据库，或先删除这些账号`,
      ]);
  }
  const privatized = await makeLegacyUploadsPrivate(db, config);
  if (privatized) app.log.info({ privatized }, 'vouchers and form pictures stored before private uploads moved out of the public folder');
  if (config.demoData) {
    const steps = await seedDemoData(db, config);
    if (steps.length) app.log.info({ steps }, 'demo data loaded');
  }
  // Embedded PGlite has one user: organisers' CLI commands reach it through the running server.
  const admin =
    db.kind === 'pglite'
      ? await serveAdminSocket(
          db,
          config,
          features.flatMap((f) => f.commands ?? []),
        )
      : undefined;
  const jobs = new JobRunner(db, config, [...coreJobs, ...features.flatMap((f) => f.jobs ?? [])], (job, err) =>
    app.log.error({ err, job }, 'job failed'),
  );
  await jobs.register();
  const metricsServer = config.metrics.port ? await serveMetricsPort(app.metrics, config) : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    await jobs.stop();
    admin?.close();
    metricsServer?.close();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  jobs.start(config.jobTickMs);
  app.log.info(`database: ${db.kind}${db.kind === 'pglite' ? ` (${config.dataDir})` : ''}`);
}

main().catch((error) => {
  // A refused setting is the operator's to fix: its message, not a stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
