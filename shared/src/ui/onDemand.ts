import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { toast } from './toast';

export const ON_DEMAND_FAILED = '网络不给力，请稍后重试';

/**
 * A component a page fetches when it is first wanted (a sheet, a calendar): `preload` as a finger touches
 * what opens it, `open` to show it. `open` resolves once the component is on the page, so that the caller then
 * shows it (a sheet drawn closed first slides in, as it does when it was there all along). A fetch that fails
 * (a flaky network) says so and is tried again at the next tap, and the page stays as it was; React.lazy would
 * throw to the error boundary, losing what the user typed, and keep the failure until a reload.
 */
export function useOnDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  // Whether the fetched component has been drawn, and who waits for that.
  const drawn = useRef(false);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (!Component) return;
    drawn.current = true;
    for (const resolve of waiting.current.splice(0)) resolve();
  }, [Component]);
  const preload = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  /** Resolves true once the component is there, drawn. */
  const open = useCallback(async (): Promise<boolean> => {
    let loaded: ComponentType<P>;
    try {
      loaded = (await load()).default;
    } catch {
      void toast.fail(ON_DEMAND_FAILED);
      return false;
    }
    if (drawn.current) return true;
    await new Promise<void>((resolve) => {
      waiting.current.push(resolve);
      setComponent(() => loaded);
    });
    return true;
  }, [load]);
  return { Component, preload, open };
}

/** A part fetched once and kept: `load()` fetches it (again, after a failure), `current()` is it once there. */
export interface FetchedPart<T> {
  load(): Promise<T>;
  current(): T | undefined;
}

/** Declared once beside the code that draws it (a module constant), so every mount shares what was fetched. */
export function fetchedPart<T>(fetch: () => Promise<T>): FetchedPart<T> {
  let value: T | undefined;
  return { load: () => fetch().then((fetched) => (value = fetched)), current: () => value };
}

/**
 * A part drawn as soon as it is there, not at a tap (the tab bar, an empty state's glyphs): `part` is undefined
 * while it is fetched, then the part, from the first frame on every later mount. A failed fetch is silent, the caller
 * drawing its placeholder meanwhile, and is tried again at the next mount or when `retryKey` changes.
 */
export function useFetchedPart<T>(part: FetchedPart<T>, retryKey?: unknown): { part: T | undefined } {
  // As functions: the part may itself be one (a component), which useState would otherwise call.
  const [value, setValue] = useState<T | undefined>(() => part.current());
  useEffect(() => {
    if (value !== undefined) return;
    let mounted = true;
    part.load().then(
      (fetched) => mounted && setValue(() => fetched),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [part, value, retryKey]);
  return { part: value };
}
