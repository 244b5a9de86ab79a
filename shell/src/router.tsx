import { ErrorBoundary, Route, Routes } from '@conf/shared';
import { AppLayout } from './layout/AppLayout';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { RedirectPage } from './pages/RedirectPage';

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
