import { useEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant';
import { sessionStore } from '../stores/session';
import { loginPath, navigateTo } from '../navigation/navigator';
import { confirmLogin } from './loginDialog';
import { PageLayout } from './PageLayout';
import { EmptyState } from './PageStatus';

/**
 * The route-level login check: a page that needs a login shows its children only with a token;
 * without one it asks with the 未登录 dialog and, if declined, stays on a prompt to log in.
 */
export const RequireLogin = observer(function RequireLogin({ title, children }: { title: string; children: ReactNode }) {
  const loggedIn = sessionStore.loggedIn;
  // A page opened with a login never asks: a token lost on it was lost to a 401, whose handler is
  // already on the way to the login page (a dialog would stay open over it).
  const asked = useRef(loggedIn);

  useEffect(() => {
    // Once per visit, also under React's strict mode double effects.
    if (loggedIn || asked.current) return;
    asked.current = true;
    void confirmLogin();
  }, [loggedIn]);

  if (loggedIn) return <>{children}</>;
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
