import { useEffect, type ReactElement } from 'react';
import { Tabbar } from 'react-vant/es/tabbar';
import HomeO from '@react-vant/icons/es/HomeO';
import CalendarO from '@react-vant/icons/es/CalendarO';
import ChatO from '@react-vant/icons/es/ChatO';
import UserO from '@react-vant/icons/es/UserO';
import { observer } from 'mobx-react-lite';
import { sessionStore, unreadStore, useLocation, useNavigate } from '@conf/shared';
import { MESSAGE_PATH, TABS } from './tabs';

const ICONS: Record<(typeof TABS)[number]['path'], ReactElement> = {
  '/': <HomeO />,
  '/meetingList': <CalendarO />,
  [MESSAGE_PATH]: <ChatO />,
  '/mine': <UserO />,
};

/** The bottom tab bar of the main pages; the 消息 tab carries the unread count of a logged-in user. */
export const TabBar = observer(function TabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loggedIn = sessionStore.loggedIn;

  // Fresh on every tab switch; the message page itself keeps the count current while it is open.
  useEffect(() => {
    void unreadStore.refresh();
  }, [pathname, loggedIn]);

  const unread = loggedIn ? unreadStore.count : 0;
  return (
    <Tabbar value={pathname} onChange={(path) => navigate(String(path))} fixed safeAreaInsetBottom zIndex={100}>
      {TABS.map((t) => (
        <Tabbar.Item
          key={t.path}
          name={t.path}
          icon={ICONS[t.path]}
          badge={t.path === MESSAGE_PATH && unread > 0 ? { content: unread, max: 99 } : undefined}
        >
          {t.label}
        </Tabbar.Item>
      ))}
    </Tabbar>
  );
});
