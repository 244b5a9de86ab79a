import { useState, type CSSProperties, type ReactNode } from 'react';
import { Layout, Typography } from 'antd';
import { SideMenu } from '../features/access';
import { CONSOLE_THEME } from './theme';

/** Room for the side menu's button, which floats over the page's edge once the menu folds away (below 992 px). */
const FOLDED_MENU_BUTTON = 56;

/** The theme's link colour for console.css, which gives links back the colour the site's frame takes away. */
const LINK_COLOUR = { '--console-link': CONSOLE_THEME.token?.colorLink } as CSSProperties;

/** The console's frame: title bar, the side menu, the page. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const [folded, setFolded] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh', ...LINK_COLOUR }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', background: '#001529' }}>
        <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
          会务后台
        </Typography.Title>
        <a href="/" style={{ marginLeft: 'auto', color: '#fff' }}>
          返回网站
        </a>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={220} theme="light" breakpoint="lg" collapsedWidth={0} onCollapse={setFolded}>
          <SideMenu />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24, paddingLeft: folded ? FOLDED_MENU_BUTTON : 24, minWidth: 0 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
