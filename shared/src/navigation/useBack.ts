import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { parentPath } from './parentPath';

/**
 * Whether the entry before this one is a page of this site. The router marks the first entry it made with the
 * key 'default' and numbers its entries (`idx` in history.state): a page opened directly is entry 0, and
 * `history.length` cannot tell, as it counts the pages of other sites and the new tab before it too.
 */
function hasInAppHistory(location: Location): boolean {
  if (location.key === 'default') return false;
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx !== 'number' || idx > 0;
}

/**
 * Back, as the top bar's arrow and a finished form go: to the previous page when it is one of this site,
 * otherwise to the page's parent in the app (`parent`, or the site's table), which then takes this page's
 * place in the history, so the site is never left for a blank page.
 */
export function useBack(parent?: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (hasInAppHistory(location)) navigate(-1);
    else navigate(parent ?? parentPath(location.pathname, location.search), { replace: true });
  }, [navigate, location, parent]);
}
