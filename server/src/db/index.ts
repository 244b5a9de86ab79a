import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export * from './types';

/** PostgreSQL server when DATABASE_URL is set, otherwise embedded PGlite with its data on disk. */
export async function openDb(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres({ connectionString: config.databaseUrl, max: config.databasePoolSize });
  const dir = path.join(config.dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  return openPglite(dir);
}
