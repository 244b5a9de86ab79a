import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { loadRemotesConfig } from './remotes/remoteConfig';
import { sharedVersionGuard } from './remotes/sharedVersionGuard';
import { router } from './router';

async function start() {
  // Before any remote starts: global plugins reach the federation instances created after them.
  registerGlobalPlugins([sharedVersionGuard()]);
  await loadRemotesConfig();
  createRoot(document.getElementById('root')!).render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

void start();
