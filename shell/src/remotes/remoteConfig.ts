import { registerRemotes } from '@module-federation/enhanced/runtime';

/** name -> remoteEntry.js URL, fetched at start so a remote can be redeployed without rebuilding the shell. */
export type RemotesConfig = Record<string, string>;

export const REMOTES_CONFIG_URL = '/remotes.json';
/** The data block in which the server hands the page its config (no request before the first remote). */
export const INLINE_CONFIG_ID = 'remotes-config';

let config: RemotesConfig = {};

function inlineConfig(): RemotesConfig | undefined {
  const text = document.getElementById(INLINE_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as RemotesConfig;
  } catch {
    return undefined;
  }
}

async function fetchConfig(): Promise<RemotesConfig> {
  const res = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as RemotesConfig;
}

/** The page's own config when the server put one in it (any dev server may not), else /remotes.json. */
export async function loadRemotesConfig(): Promise<RemotesConfig> {
  try {
    config = inlineConfig() ?? (await fetchConfig());
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

/** Forget a failed load so the next try fetches the remote entry again. */
export function resetRemote(name: string): void {
  const entry = config[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
