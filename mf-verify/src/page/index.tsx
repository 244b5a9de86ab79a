// The check-in pages on their own, for a verifier who opens /verify at the door: this remote's routes in the
// same frame the shell gives them, built without federation (webpack.config.js), so the first load carries
// only what these pages use. The server sends this page for the remote's paths (server/src/static/serveApps.ts).
import { useEffect } from 'react';
import { ErrorBoundary, renderStandalone, useLocation } from '@conf/shared';
import { ownerOf } from '../../../build/remotes.cjs';
import VerifyRoutes from '../routes';

/** The check-in routes; a link elsewhere in the site (the login page, 我的) loads the site's page for it. */
function CheckInPages() {
  const { pathname, search, hash } = useLocation();
  const ours = ownerOf(pathname) === 'mf_verify';
  useEffect(() => {
    // The router has already put the address in the history: the site's page takes that entry over.
    if (!ours) window.location.replace(`${pathname}${search}${hash}`);
  }, [ours, pathname, search, hash]);
  return ours ? (
    <ErrorBoundary>
      <VerifyRoutes />
    </ErrorBoundary>
  ) : null;
}

renderStandalone(CheckInPages);
