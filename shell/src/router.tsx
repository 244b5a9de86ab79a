import { createBrowserRouter, useRouteError, isRouteErrorResponse } from 'react-router-dom';
import { ErrorPage, ROUTER_FUTURE } from '@conf/shared';
import { AppLayout } from './layout/AppLayout';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { RedirectPage } from './pages/RedirectPage';

function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} message={error.statusText} />;
  return <ErrorPage status={500} message={error instanceof Error ? error.message : undefined} />;
}

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/redirect', element: <RedirectPage /> },
      // Everything else belongs to a remote by prefix, or is the 404 page.
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
], { future: ROUTER_FUTURE });
