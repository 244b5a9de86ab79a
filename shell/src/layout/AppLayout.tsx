import { Suspense } from 'react';
import { AppFrame, LoadingSkeleton, Outlet, useFetchedPart, useLocation } from '@conf/shared';
import { TAB_PATHS } from './tabs';
import { tabBar } from './loadTabBar';
import styles from './AppLayout.module.css';

/**
 * The tab bar, fetched for the main pages only. Its room under the page is kept in CSS, before it comes and
 * should its fetch fail (it is tried again at the next page), so the page above it never moves; the bar itself
 * asks for no placeholder, which would measure it inside React's commit.
 */
function TabBarSlot() {
  const { part: TabBar } = useFetchedPart(tabBar, useLocation().pathname);
  return (
    <>
      <div className={styles.tabBarRoom} />
      {TabBar && <TabBar />}
    </>
  );
}

/** The shell's layout: app frame, the routed page and, on main pages, the tab bar. */
export function AppLayout() {
  const location = useLocation();
  return (
    <AppFrame>
      {/* The shell's own lazy pages (/redirect); a remote's page waits inside RemoteOutlet. */}
      <Suspense fallback={<LoadingSkeleton rows={2} />}>
        <Outlet />
      </Suspense>
      {TAB_PATHS.includes(location.pathname) && <TabBarSlot />}
    </AppFrame>
  );
}
