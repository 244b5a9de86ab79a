import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { entryOf, readPositions, savePosition } from './scrollPositions';

/**
 * A new page opens at the top; back and forward (and a reload) return to where the user was on that history
 * entry. The position is kept as the user leaves an entry, or the page. Pages whose content arrives later
 * restore it again once it is there (useScrollRestore).
 */
export function ScrollRestoration(): null {
  const entry = entryOf(useLocation());
  const returning = useNavigationType() === 'POP';

  useLayoutEffect(() => {
    // The browser's own restoring would jump before the page has its content, and fight this one.
    window.history.scrollRestoration = 'manual';
    const keep = () => savePosition(entry, window.scrollY);
    window.addEventListener('pagehide', keep);
    window.scrollTo(0, returning ? (readPositions()[entry] ?? 0) : 0);
    // A layout effect's cleanup runs before the next entry's layout effects scroll.
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [entry, returning]);

  return null;
}
