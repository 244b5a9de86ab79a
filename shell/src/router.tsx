import { createBrowserRouter, useRouteError, isRouteErrorResponse, ScrollRestoration } from 'react-router-dom';
import { ErrorPage, ROUTER_FUTURE } from '@conf/shared';
import { AppLayout } from './layout/AppLayout';
import { RemoteOutlet } from './remotes/RemoteOutlet';
import { RedirectPage } from './pages/RedirectPage';

function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage status={error.status} message={error.statusText} />;
  return <ErrorPage status={500} message={error instanceof Error ? error.message : undefined} />;
}

/** The layout, with the router's scroll handling: a new page opens at the top, back and forward return where the user was. */
function Root() {
  return (
    <>
      <AppLayout />
      <ScrollRestoration />
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/redirect', element: <RedirectPage /> },
      // Everything else belongs to a remote by prefix, or is the 404 page.
      { path: '*', element: <RemoteOutlet /> },
    ],
  },
], { future: ROUTER_FUTURE });
