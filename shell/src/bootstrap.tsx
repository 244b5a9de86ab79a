import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRemotesConfig } from './remotes/remoteConfig';
import { router } from './router';

async function start() {
  await loadRemotesConfig();
  createRoot(document.getElementById('root')!).render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

void start();
