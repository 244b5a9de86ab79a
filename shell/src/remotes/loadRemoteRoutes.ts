import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { resetRemote } from './remoteConfig';

type RoutesModule = { default: ComponentType };

const loaded = new Map<string, Promise<ComponentType>>();

/** The routes component a remote exposes as `./routes`, loaded once; a failure is not cached. */
export function loadRemoteRoutes(remote: string): Promise<ComponentType> {
  let pending = loaded.get(remote);
  if (!pending) {
    pending = loadRemote<RoutesModule>(`${remote}/routes`).then((mod) => {
      if (!mod?.default) throw new Error(`${remote} 未提供页面`);
      return mod.default;
    });
    pending.catch(() => {
      loaded.delete(remote);
      resetRemote(remote);
    });
    loaded.set(remote, pending);
  }
  return pending;
}
