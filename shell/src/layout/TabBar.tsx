import { useEffect, type ReactElement } from 'react';
import { Badge } from 'react-vant/es/badge';
import HomeO from '@react-vant/icons/es/HomeO';
import CalendarO from '@react-vant/icons/es/CalendarO';
import ChatO from '@react-vant/icons/es/ChatO';
import UserO from '@react-vant/icons/es/UserO';
import { observer } from 'mobx-react-lite';
import { Link, sessionStore, unreadStore, useLocation } from '@conf/shared';
import { MESSAGE_PATH, TABS } from './tabs';
import styles from './TabBar.module.css';

const ICONS: Record<(typeof TABS)[number]['path'], ReactElement> = {
  '/': <HomeO />,
  '/meetingList': <CalendarO />,
  [MESSAGE_PATH]: <ChatO />,
  '/mine': <UserO />,
};

/**
 * The bottom bar of the main pages: the site's navigation, so links in a nav (the current one says so), drawn
 * with react-vant's tab bar variables. react-vant's Tabbar drew clickable divs, a tab list without tab panels,
 * and cost the main pages a chunk more (1 KiB gzip). The 消息 link carries a logged-in user's unread count.
 */
export const TabBar = observer(function TabBar() {
  const { pathname } = useLocation();
  const loggedIn = sessionStore.loggedIn;

  // Fresh on every tab switch; the message page itself keeps the count current while it is open.
  useEffect(() => {
    void unreadStore.refresh();
  }, [pathname, loggedIn]);

  const unread = loggedIn ? unreadStore.count : 0;
  return (
    <nav className={`app-fixed-bar ${styles.bar}`} aria-label="主导航">
      {TABS.map((t) => {
        const current = pathname === t.path;
        const count = t.path === MESSAGE_PATH ? unread : 0;
        return (
          <Link
            key={t.path}
            to={t.path}
            className={current ? `${styles.item} ${styles.current}` : styles.item}
            aria-current={current ? 'page' : undefined}
          >
            {/* The count is seen on the icon and heard after the label (消息，3 条未读). */}
            <span className={styles.icon} aria-hidden="true">
              <Badge content={count || undefined} max={99}>
                {ICONS[t.path]}
              </Badge>
            </span>
            <span>{t.label}</span>
            {count > 0 && <span className="visually-hidden">，{count} 条未读</span>}
          </Link>
        );
      })}
    </nav>
  );
});
