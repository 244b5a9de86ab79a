// The organiser console on its own at /admin: this remote's routes built without federation
// (webpack.config.js); the server sends this page for /admin paths (server/src/static/serveApps.ts).
import { useEffect } from 'react';
import { ErrorBoundary, renderStandalone, useLocation } from '@conf/shared';
import { ownerOf } from '../../../build/remotes.cjs';
import AdminRoutes from '../routes';

/** The console's routes; a link elsewhere in the site (the login page) loads the site's page for it. */
function ConsolePages() {
  const { pathname, search, hash } = useLocation();
  const ours = ownerOf(pathname) === 'mf_admin';
  useEffect(() => {
    if (!ours) window.location.replace(`${pathname}${search}${hash}`);
  }, [ours, pathname, search, hash]);
  return ours ? (
    <ErrorBoundary>
      <AdminRoutes />
    </ErrorBoundary>
  ) : null;
}

// The site's page template names the site; this page is the console.
document.title = '会务后台';
renderStandalone(ConsolePages);
