import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { sessionStore } from '../stores/session';
import { loginPath, navigateTo } from '../navigation/navigator';
import { PageLayout } from './PageLayout';
import { EmptyState, LoadingSkeleton } from './PageStatus';

/**
 * The route-level login check: a page that needs a login shows its children only with a token; without
 * one it says so under its title, with a button to the password login. It asks with a message rather
 * than the 未登录 dialog, which is for a link that is about to open such a page (mf-meeting's openLinkEntry).
 * A stored token is first checked with the server (the session fetched at start), so a token it no
 * longer knows is dropped before the page asks anything with it.
 */
export const RequireLogin = observer(function RequireLogin({ title, children }: { title: string; children: ReactNode }) {
  if (sessionStore.loggedIn && sessionStore.ready) return <>{children}</>;
  if (sessionStore.loggedIn) {
    return (
      <PageLayout title={title}>
        <LoadingSkeleton rows={3} />
      </PageLayout>
    );
  }
  return (
    <PageLayout title={title}>
      <EmptyState description="登录后才能查看此页面">
        <Button round type="primary" size="small" style={{ width: 120 }} onClick={() => navigateTo(loginPath())}>
          前往登录
        </Button>
      </EmptyState>
    </PageLayout>
  );
});
