export const RELOAD_GUARD_MS = 10000;
const KEY = 'lazy_reload_at';

/**
 * After a failed lazy page load: reload the page, at most once per 10 s for the same path.
 * Returns false when a reload for this path happened too recently (show the error page instead of looping).
 */
export function reloadOnceFor(path: string, now = Date.now()): boolean {
  let stamps: Record<string, number> = {};
  try {
    stamps = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    stamps = {};
  }
  const last = stamps[path];
  if (last && now - last < RELOAD_GUARD_MS) return false;
  stamps[path] = now;
  sessionStorage.setItem(KEY, JSON.stringify(stamps));
  window.location.reload();
  return true;
}
