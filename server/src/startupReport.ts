import type { ServerConfig } from './config';

/** One line at start saying what this server runs with, so a sandbox or demo server is never taken for the real one. */
export function startupReport(config: ServerConfig, databaseKind: string): string {
  const payments = config.alipay.appId
    ? `Alipay live (app ${config.alipay.appId}, ${config.alipay.gateway})`
    : "Alipay SANDBOX (this server's /_sandbox gateway, no real money)";
  const database = databaseKind === 'pglite' ? `PGlite (${config.dataDir})` : `PostgreSQL server (pool ${config.databasePoolSize})`;
  return [
    `mode: ${config.production ? 'production' : 'development'}`,
    `payments: ${payments}`,
    `database: ${database}`,
    `demo data: ${config.demoData ? 'on' : 'off'}`,
    `sms: ${config.sms.provider}`,
  ].join(', ');
}
