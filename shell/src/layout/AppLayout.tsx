import { useEffect, useState, type ComponentType } from 'react';
import { AppFrame, Outlet, useLocation } from '@conf/shared';
import { TAB_PATHS } from './tabs';
import { loadedTabBar, loadTabBar } from './loadTabBar';
import styles from './AppLayout.module.css';

/**
 * The tab bar, fetched for the main pages only. Until it is there, and should its fetch fail (it is tried
 * again at the next page), its room is kept, so the page above it does not move when it comes.
 */
function TabBarSlot() {
  const { pathname } = useLocation();
  const [TabBar, setTabBar] = useState<ComponentType | null>(() => loadedTabBar() ?? null);
  useEffect(() => {
    if (TabBar) return;
    let current = true;
    loadTabBar().then(
      (loaded) => current && setTabBar(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [TabBar, pathname]);
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
