import { lazy, type ComponentType } from 'react';
import { reloadOnceFor } from './reloadGuard';

/** React.lazy with the spec's reload rule: a chunk that fails to load reloads the page once per 10 s per path. */
export function lazyPage<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    factory().catch((error: unknown) => {
      if (reloadOnceFor(window.location.pathname)) return new Promise<never>(() => undefined);
      throw error;
    }),
  );
}
