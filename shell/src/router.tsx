import { ErrorBoundary, Route, Routes, lazyPage } from '@conf/shared';
import { AppLayout } from './layout/AppLayout';
import { RemoteOutlet } from './remotes/RemoteOutlet';

// Opened only on the way back from outside (payment, OAuth): a chunk of its own, not in every page's first load.
const RedirectPage = lazyPage(() => import('./pages/RedirectPage'));

/** The shell's routes: its own redirect page, and every other path to the remote owning it (or the 404 page). */
export function ShellRoutes() {
  return (
    <ErrorBoundary>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/redirect" element={<RedirectPage />} />
          <Route path="*" element={<RemoteOutlet />} />
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
