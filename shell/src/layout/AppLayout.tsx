import { AppFrame, Outlet, useFetchedPart, useLocation } from '@conf/shared';
import { TAB_PATHS } from './tabs';
import { tabBar } from './loadTabBar';
import styles from './AppLayout.module.css';

/**
 * The tab bar, fetched for the main pages only. Until it is there, and should its fetch fail (it is tried
 * again at the next page), its room is kept, so the page above it does not move when it comes.
 */
function TabBarSlot() {
  const { part: TabBar } = useFetchedPart(tabBar, useLocation().pathname);
  return TabBar ? <TabBar /> : <div className={styles.tabBarRoom} />;
}

/** The shell's layout: app frame, the routed page and, on main pages, the tab bar. */
export function AppLayout() {
  const location = useLocation();
  return (
    <AppFrame>
      <Outlet />
      {TAB_PATHS.includes(location.pathname) && <TabBarSlot />}
    </AppFrame>
  );
}
