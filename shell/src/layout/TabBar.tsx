import { Tabbar } from 'react-vant';
import { HomeO, CalendarO, ChatO, UserO } from '@react-vant/icons';
import { useLocation, useNavigate } from 'react-router-dom';

const TABS = [
  { path: '/', label: '首页', icon: <HomeO /> },
  { path: '/meetingList', label: '会议', icon: <CalendarO /> },
  { path: '/message', label: '消息', icon: <ChatO /> },
  { path: '/mine', label: '我的', icon: <UserO /> },
];

export const TAB_PATHS = TABS.map((t) => t.path);

/** The bottom tab bar of the main pages. */
export function TabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabbar value={pathname} onChange={(path) => navigate(String(path))} fixed placeholder safeAreaInsetBottom zIndex={100}>
      {TABS.map((t) => (
        <Tabbar.Item key={t.path} name={t.path} icon={t.icon}>
          {t.label}
        </Tabbar.Item>
      ))}
    </Tabbar>
  );
}
