import { startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { BrowserRouter, ROUTER_FUTURE, useLocation } from '@conf/shared';
import { loadRemotesConfig } from './remotes/remoteConfig';
import { sharedVersionGuard } from './remotes/sharedVersionGuard';
import { ShellRoutes } from './router';
import { releaseFirstScreen } from './boot/firstScreen';

/** The server's first screen gives way at once when the user goes to another path. */
function ReleaseOnLeave({ release }: { release: () => void }) {
  const { pathname } = useLocation();
  const [first] = useState(pathname);
  useEffect(() => {
    if (pathname !== first) release();
  }, [pathname, first, release]);
  return null;
}

async function start() {
  // Before any remote starts: global plugins reach the federation instances created after them.
  registerGlobalPlugins([sharedVersionGuard()]);
  await loadRemotesConfig();
  const container = document.getElementById('root')!;
  const release = releaseFirstScreen(container);
  const root = createRoot(container);
  // A transition renders in slices that give the main thread back every few milliseconds, so a phone's
  // first render is not one long task that holds up taps and the banner's paint.
  startTransition(() =>
    root.render(
      <BrowserRouter future={ROUTER_FUTURE}>
        <ReleaseOnLeave release={release} />
        <ShellRoutes />
      </BrowserRouter>,
    ),
  );
}

void start();
