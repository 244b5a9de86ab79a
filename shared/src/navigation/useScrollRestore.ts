import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { entryOf, readPositions, savePosition } from './scrollPositions';

/**
 * For a page whose content arrives after it appears (a list): the window's scroll position is kept per
 * history entry as the user leaves, and brought back once `ready` when they come back with back or forward.
 * ScrollRestoration restores it too, but at once, before such content is there to scroll to.
 */
export function useScrollRestore(ready: boolean): void {
  const entry = entryOf(useLocation());
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
