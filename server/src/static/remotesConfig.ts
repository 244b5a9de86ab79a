import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, type ServerConfig } from '../config';
import { versionedUrl } from './contentVersion';

// The same list the builds and the shell's router use, so the server and the apps agree on names, folders
// and which remote owns which path. Required at run time from the repository (dist/ sits elsewhere).
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { remotes, ownerOf } = require(path.join(REPO_ROOT, 'build/remotes.cjs')) as typeof import('../../../build/remotes.cjs');

/**
 * The runtime remotes config: the file named by REMOTES_CONFIG_FILE as it is written, else each remote's local
 * build, its remoteEntry.js named with its version so browsers keep it until the next build (serveApps.ts).
 */
export function remotesConfig(config: Pick<ServerConfig, 'remotesConfigFile' | 'appsDir'>): Record<string, string> {
  if (config.remotesConfigFile && fs.existsSync(config.remotesConfigFile)) {
    return JSON.parse(fs.readFileSync(config.remotesConfigFile, 'utf8')) as Record<string, string>;
  }
  return Object.fromEntries(
    remotes.map((r) => [r.name, versionedUrl(`/remotes/${r.dir}/remoteEntry.js`, path.join(config.appsDir, r.dir, 'dist/remoteEntry.js'))]),
  );
}
