import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { loadRemotesConfig } from './remotes/remoteConfig';
import { sharedVersionGuard } from './remotes/sharedVersionGuard';
import { router } from './router';
import { releaseFirstScreen } from './boot/firstScreen';

async function start() {
  // Before any remote starts: global plugins reach the federation instances created after them.
  registerGlobalPlugins([sharedVersionGuard()]);
  await loadRemotesConfig();
  const container = document.getElementById('root')!;
  const firstPath = router.state.location.pathname;
  releaseFirstScreen(container, (listener) => router.subscribe((state) => state.location.pathname !== firstPath && listener()));
  const root = createRoot(container);
  // A transition renders in slices that give the main thread back every few milliseconds, so a phone's
  // first render is not one long task that holds up taps and the banner's paint.
  startTransition(() => root.render(<RouterProvider router={router} future={{ v7_startTransition: true }} />));
}

void start();
