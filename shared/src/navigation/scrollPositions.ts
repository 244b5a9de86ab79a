const STORAGE_KEY = 'scroll_positions';
const KEPT_ENTRIES = 50;

/** One history entry: the same path visited twice is two entries, each with its own position. */
export const entryOf = ({ key, pathname, search }: { key: string; pathname: string; search: string }) => `${key}:${pathname}${search}`;

/** The window's scroll position per history entry, kept for the tab's life (a reload included). */
export function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function savePosition(entry: string, y: number): void {
  const kept = Object.entries(readPositions())
    .filter(([k]) => k !== entry)
    .slice(1 - KEPT_ENTRIES);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...kept, [entry, y]])));
}
