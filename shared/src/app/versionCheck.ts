import { altFetch } from '../http/altClient';

export const VERSION_CHECK_DELAY_MS = 1000;

let updatePending = false;

export const isUpdatePending = () => updatePending;

/**
 * Where this build says which build is deployed: its own folder's builds/latest.json (the shell's at the root;
 * a page a remote serves on its own, under the remote's folder).
 */
const latestUrl = () => `${typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'}builds/latest.json`;

/** Compares the deployed build id with this one; a failed check is only logged. */
export async function checkVersion(currentId: string = __BUILD_ID__): Promise<void> {
  try {
    const latest = await altFetch<{ id: string }>(latestUrl(), { query: { t: Date.now() }, auth: false });
    if (latest?.id && latest.id !== currentId) updatePending = true;
  } catch (error) {
    console.warn('[version] check failed', error);
  }
}

/** 1 s after the browser is first idle. */
export function scheduleVersionCheck(): void {
  const start = () => setTimeout(() => void checkVersion(), VERSION_CHECK_DELAY_MS);
  if ('requestIdleCallback' in window) window.requestIdleCallback(start);
  else setTimeout(start, 0);
}
