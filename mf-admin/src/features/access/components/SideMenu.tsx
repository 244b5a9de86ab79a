import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from '@conf/shared';
import { useMe } from '../hooks/useMe';
import type { Permission } from '@conf/contract';

const MEETING_PAGES: { path: string; label: string; permission: Permission }[] = [
  { path: '', label: '数据看板', permission: 'stats.read' },
  { path: '/orders', label: '订单', permission: 'orders.read' },
  { path: '/attendees', label: '参会人', permission: 'attendees.read' },
  { path: '/checkin', label: '签到实况', permission: 'checkins.read' },
  { path: '/team', label: '团队成员', permission: 'staff.manage' },
  { path: '/exports', label: '数据导出', permission: 'exports' },
  { path: '/settings', label: '会议设置', permission: 'meeting.edit' },
  { path: '/tickets', label: '票种', permission: 'meeting.edit' },
  { path: '/form', label: '报名表单', permission: 'meeting.edit' },
  { path: '/entries', label: '链接入口', permission: 'meeting.edit' },
  { path: '/hotels', label: '酒店房源', permission: 'stats.read' },
  { path: '/coupons', label: '优惠券', permission: 'stats.read' },
  { path: '/messages', label: '消息通知', permission: 'messages.send' },
  { path: '/content/experts', label: '专家', permission: 'content.write' },
  { path: '/content/schedules', label: '日程', permission: 'content.write' },
  { path: '/content/exhibitors', label: '展商', permission: 'content.write' },
  { path: '/content/articles', label: '文章与新闻', permission: 'content.write' },
  { path: '/content/downloads', label: '资料下载', permission: 'content.write' },
];

/** The console's menu: the pages the caller's role may open, for each meeting they manage. */
export function SideMenu() {
  const { me, may } = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: '/admin', label: '工作台' },
    ...(may('vouchers.review') || may('refunds.review') ? [{ key: '/admin/finance', label: '财务待办' }] : []),
    ...(may('audit.read') ? [{ key: '/admin/audit', label: '审计日志' }] : []),
    ...(me.can_create || may('meeting.edit') ? [{ key: '/admin/meetings', label: '会议管理' }] : []),
    ...(may('settings.write') ? [{ key: '/admin/settings', label: '站点设置' }] : []),
    ...(me.platform_admin ? [{ key: '/admin/content/banners', label: '首页轮播图' }] : []),
    ...me.meetings.map((m) => ({
      key: `meeting-${m.id}`,
      label: m.title,
      children: MEETING_PAGES.filter((p) => may(p.permission, m.id)).map((p) => ({
        key: `/admin/meetings/${m.id}${p.path}`,
        label: p.label,
      })),
    })),
  ];
  const meetingId = /^\/admin\/meetings\/(\d+)/.exec(pathname)?.[1];
  return (
    <Menu
      mode="inline"
      aria-label="后台导航"
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={meetingId ? [`meeting-${meetingId}`] : []}
      onClick={({ key }) => navigate(key)}
    />
  );
}
