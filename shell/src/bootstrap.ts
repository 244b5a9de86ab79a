import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { loadRemotesConfig } from './remotes/remoteConfig';
import { loadRemoteRoutes } from './remotes/loadRemoteRoutes';
import { ownerOf } from './remotes/ownership';
import { sharedVersionGuard } from './remotes/sharedVersionGuard';
import { releaseFirstScreen } from './boot/firstScreen';
import { nextTask } from './boot/nextTask';
import { TAB_PATHS } from './layout/tabs';
import { SHARED_LIBRARY_PARTS } from './boot/sharedLibraryParts';

/**
 * Starts the site in steps, each its own task. Evaluated at once, React DOM, the shared library (with MobX,
 * axios, dayjs and the first page's react-vant components) and the shell were one long task on a phone's CPU,
 * in which no tap was answered (Lighthouse's total blocking time). So nothing this file imports, however
 * indirectly, imports React DOM or @conf/shared: it would evaluate them with this file, in the first task
 * (bootstrap.test.ts follows the imports).
 */
async function start() {
  // Before any remote starts: global plugins reach the federation instances created after them.
  registerGlobalPlugins([sharedVersionGuard()]);
  await loadRemotesConfig();
  // The page's remote starts loading now, beside the steps below, not after the first render asks for it.
  // A failure is shown by the page (RemoteOutlet asks again).
  const owner = ownerOf(window.location.pathname);
  if (owner) loadRemoteRoutes(owner).catch(() => undefined);
  const container = document.getElementById('root')!;
  const release = releaseFirstScreen(container);
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  for (const part of SHARED_LIBRARY_PARTS) {
    await part();
    await nextTask();
  }
  await import('@conf/shared');
  if (TAB_PATHS.includes(window.location.pathname)) {
    const { tabBar } = await import(/* webpackMode: "eager" */ './layout/loadTabBar');
    tabBar.load().catch(() => undefined);
  }
  await nextTask();
  const { renderShell } = await import(/* webpackMode: "eager" */ './app');
  await nextTask();
  renderShell(createRoot(container), release);
}

void start();
