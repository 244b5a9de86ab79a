import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { entryOf, readPositions } from './scrollPositions';

/**
 * For a page whose content arrives after it appears (a list): when the user comes back with back or forward,
 * the scroll position ScrollRestoration (the app frame's) kept as they left is brought back once `ready`.
 * ScrollRestoration restores it too, but at once, before such content is there to scroll to.
 */
export function useScrollRestore(ready: boolean): void {
  const entry = entryOf(useLocation());
  const returning = useNavigationType() === 'POP';
  const restored = useRef(false);

  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const saved = readPositions()[entry];
    if (returning && saved) window.scrollTo(0, saved);
  }, [ready, entry, returning]);
}
