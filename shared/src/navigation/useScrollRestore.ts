import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll_positions';
const KEPT_ENTRIES = 50;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function savePosition(entry: string, y: number): void {
  const kept = Object.entries(readPositions()).filter(([k]) => k !== entry).slice(1 - KEPT_ENTRIES);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries([...kept, [entry, y]])));
}

/**
 * For a page whose content arrives after it appears (a list): the window's scroll position is kept per
 * history entry as the user leaves, and brought back once `ready` when they come back with back or forward.
 * The router restores positions too, but at once, before such content is there to scroll to.
 */
export function useScrollRestore(ready: boolean): void {
  const { key, pathname, search } = useLocation();
  const entry = `${key}:${pathname}${search}`;
  const returning = useNavigationType() === 'POP';
  const restored = useRef(false);

  // A layout effect's cleanup runs before the next page's layout effects, which may scroll to the top.
  useLayoutEffect(() => () => savePosition(entry, window.scrollY), [entry]);

  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const saved = readPositions()[entry];
    if (returning && saved) window.scrollTo(0, saved);
  }, [ready, entry, returning]);
}
