import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary, NotFoundPage, useLocation } from '@conf/shared';
import { ownerOf } from './ownership';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import { RemoteFallback } from './RemoteFallback';
import { PageLoading } from './PageLoading';
import { SharedVersionError } from './sharedVersionGuard';

type State = { remote?: string; Routes?: ComponentType; failed?: boolean; outdated?: boolean };

/** Renders the remote that owns the current path, or the 404 page when none does. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const remote = ownerOf(pathname);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({});

  useEffect(() => {
    if (!remote) return;
    let live = true;
    loadRemoteRoutes(remote).then(
      (Routes) => live && setState({ remote, Routes }),
      (error: unknown) => {
        console.error(`[remotes] ${remote} failed to load`, error);
        if (live) setState({ remote, failed: true, outdated: error instanceof SharedVersionError });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  if (!remote) return <NotFoundPage path={pathname} />;
  if (state.remote !== remote) return <PageLoading />;
  if (state.failed || !state.Routes) {
    return (
      <RemoteFallback
        remote={remote}
        outdated={state.outdated}
        onRetry={() => {
          setState({});
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  const { Routes } = state;
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
