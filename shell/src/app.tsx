import { startTransition, useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import { BrowserRouter, ROUTER_FUTURE, useLocation } from '@conf/shared';
import { ShellRoutes } from './router';

/** The server's first screen gives way at once when the user goes to another path. */
function ReleaseOnLeave({ release }: { release: () => void }) {
  const { pathname } = useLocation();
  const [first] = useState(pathname);
  useEffect(() => {
    if (pathname !== first) release();
  }, [pathname, first, release]);
  return null;
}

/** The whole site, rendered into the page's root. */
export function renderShell(root: Root, releaseFirstScreen: () => void): void {
  // A transition renders in slices that give the main thread back every few milliseconds, so a phone's
  // first render is not one long task that holds up taps and the banner's paint.
  startTransition(() =>
    root.render(
      <BrowserRouter future={ROUTER_FUTURE}>
        <ReleaseOnLeave release={releaseFirstScreen} />
        <ShellRoutes />
      </BrowserRouter>,
    ),
  );
}
