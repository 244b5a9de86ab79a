import type { ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from '../navigation/router';
import { sessionStore } from '../stores/session';
import { lazyPage } from './lazyPage';
import { RequireLogin } from './RequireLogin';

/**
 * A page that needs a login (a form, an order), fetched for a logged-in user only: a visitor who opens its
 * address (a shared link, a bookmark) gets RequireLogin's prompt, drawn by the shell's own code, instead of
 * downloading the page's fields and form library (30 to 50 KiB gzip) to be told to log in. `title` is the
 * page's own (read from its address when it depends on it). The page keeps its RequireLogin, which holds it
 * while the session is checked.
 */
export function lazyLoginPage(title: string | ((query: URLSearchParams) => string), factory: () => Promise<{ default: ComponentType }>) {
  const Page = lazyPage(factory);
  return observer(function LoginFirst() {
    const [query] = useSearchParams();
    if (sessionStore.loggedIn) return <Page />;
    return <RequireLogin title={typeof title === 'string' ? title : title(query)}>{null}</RequireLogin>;
  });
}
