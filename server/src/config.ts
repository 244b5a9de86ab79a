import path from 'node:path';

/** Repository root: the server serves the apps' builds from beside it. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://... to use a PostgreSQL server; empty for embedded PGlite. */
  databaseUrl: string;
  /** Where PGlite keeps its data and uploads are stored. */
  dataDir: string;
  /** Serve the built shell and remotes (false: API only). */
  serveApps: boolean;
  /** A JSON file mapping remote name -> manifest URL; read on every request, so editing it redeploys. */
  remotesConfigFile: string;
  uploadDir: string;
  /** Public URL prefix of uploaded files. */
  uploadBaseUrl: string;
  logLevel: string;
  demoData: boolean;
  /** Behind a reverse proxy that sets X-Forwarded-For; otherwise clients could fake their address. */
  trustProxy: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || '',
    dataDir,
    serveApps: env.SERVE_APPS !== 'false',
    remotesConfigFile: env.REMOTES_CONFIG_FILE || '',
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    uploadBaseUrl: env.UPLOAD_BASE_URL || '/uploads',
    logLevel: env.LOG_LEVEL || 'info',
    demoData: env.DEMO_DATA !== 'off',
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
