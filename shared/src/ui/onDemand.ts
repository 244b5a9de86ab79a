import { useCallback, useState, type ComponentType } from 'react';
import { toast } from './toast';

export const ON_DEMAND_FAILED = '网络不给力，请稍后重试';

/**
 * A component a page fetches when it is first wanted (a sheet, a calendar): `preload` as a finger touches
 * what opens it, `open` to show it. A fetch that fails (a flaky network) says so and is tried again at the
 * next tap, and the page stays as it was; React.lazy would throw to the error boundary, losing what the user
 * typed, and keep the failure until a reload.
 */
export function useOnDemand<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const preload = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  /** Resolves true once the component is there. */
  const open = useCallback(async (): Promise<boolean> => {
    try {
      const loaded = (await load()).default;
      setComponent(() => loaded);
      return true;
    } catch {
      void toast.fail(ON_DEMAND_FAILED);
      return false;
    }
  }, [load]);
  return { Component, preload, open };
}
