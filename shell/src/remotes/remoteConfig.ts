import { registerRemotes } from '@module-federation/enhanced/runtime';

/** name -> manifest URL, fetched at start so a remote can be redeployed without rebuilding the shell. */
export type RemotesConfig = Record<string, string>;

export const REMOTES_CONFIG_URL = '/remotes.json';

let config: RemotesConfig = {};

export async function loadRemotesConfig(): Promise<RemotesConfig> {
  try {
    const res = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    config = (await res.json()) as RemotesConfig;
  } catch (error) {
    // The site still starts: pages of the shell work and each remote shows its fallback.
    console.error('[remotes] config could not be loaded', error);
    config = {};
  }
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
  return config;
}

export function remoteEntry(name: string): string | undefined {
  return config[name];
}

/** Forget a failed load so the next try fetches the manifest again. */
export function resetRemote(name: string): void {
  const entry = config[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
