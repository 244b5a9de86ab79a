import { AppFrame, Outlet, useLocation } from '@conf/shared';
import { TabBar, TAB_PATHS } from './TabBar';

/** The shell's layout: app frame, the routed page and, on main pages, the tab bar. */
export function AppLayout() {
  const location = useLocation();
  return (
    <AppFrame>
      <Outlet />
      {TAB_PATHS.includes(location.pathname) && <TabBar />}
    </AppFrame>
  );
}
