/** The main pages, each a tab of the bottom bar (TabBar.tsx draws it). */
export const MESSAGE_PATH = '/message';

export const TABS = [
  { path: '/', label: '首页' },
  { path: '/meetingList', label: '会议' },
  { path: MESSAGE_PATH, label: '消息' },
  { path: '/mine', label: '我的' },
] as const;

export const TAB_PATHS: readonly string[] = TABS.map((t) => t.path);
