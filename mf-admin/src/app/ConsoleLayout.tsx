import type { ReactNode } from 'react';
import { Layout, Typography } from 'antd';
import { SideMenu } from '../features/access';

/** The console's frame: title bar, the side menu, the page. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', background: '#001529' }}>
        <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>会务后台</Typography.Title>
        <a href="/" style={{ marginLeft: 'auto', color: '#fff' }}>返回网站</a>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={220} theme="light" breakpoint="lg" collapsedWidth={0}>
          <SideMenu />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
