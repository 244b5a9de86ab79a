import { fetchedPart } from '@conf/shared';

/**
 * The tab bar's chunk (its icons and react-vant's Tabbar and Badge): not in the shell's first script, which a
 * meeting's or a hotel's page loads without showing it. Started as the shell starts on a main page
 * (bootstrap.ts), so it comes beside the page's remote; once fetched, a main page opened again shows it at once.
 */
export const tabBar = fetchedPart(() => import('./TabBar').then((m) => m.TabBar));
