import { altFetch } from '@conf/shared';

export const VERSION_CHECK_DELAY_MS = 1000;

let updatePending = false;

export const isUpdatePending = () => updatePending;

/** Compares the deployed build id with this one; a failed check is only logged. */
export async function checkVersion(currentId: string = __BUILD_ID__): Promise<void> {
  try {
    const latest = await altFetch<{ id: string }>('/builds/latest.json', { query: { t: Date.now() }, auth: false });
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
