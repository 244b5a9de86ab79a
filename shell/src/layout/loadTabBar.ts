import type { ComponentType } from 'react';

let loaded: ComponentType | undefined;

/**
 * The tab bar's chunk (its icons and react-vant's Tabbar and Badge): not in the shell's first script, which a
 * meeting's or a hotel's page loads without showing it. Started as the shell starts on a main page
 * (bootstrap.ts), so it comes beside the page's remote.
 */
export const loadTabBar = (): Promise<ComponentType> => import('./TabBar').then((m) => (loaded = m.TabBar));

/** The tab bar once fetched, so a main page opened again shows it from its first frame. */
export const loadedTabBar = (): ComponentType | undefined => loaded;
