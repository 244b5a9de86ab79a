import { useEffect, useRef } from 'react';
import { AppFrame, Outlet, useLocation } from '@conf/shared';
import { TabBar, TAB_PATHS } from './TabBar';
import { isUpdatePending, scheduleVersionCheck } from '../version/versionCheck';

/** The shell's layout: app frame, the routed page and, on main pages, the tab bar. */
export function AppLayout() {
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => scheduleVersionCheck(), []);

  // A newer build was deployed: the next navigation loads the page afresh.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (isUpdatePending()) window.location.reload();
  }, [location.pathname]);

  return (
    <AppFrame>
      <Outlet />
      {TAB_PATHS.includes(location.pathname) && <TabBar />}
    </AppFrame>
  );
}
