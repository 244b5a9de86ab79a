import { StyleProvider } from '@ant-design/cssinjs';
import { configure, within } from '@testing-library/react';
import { loadHttpClient } from '@conf/shared';
import { fakeAxios } from '@conf/shared/src/testing/fakeAxios';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import AdminRoutes from '../routes';

export { fail, ok } from '@conf/shared/src/testing/fakeAxios';

type FakeApi = ReturnType<typeof fakeAxios>;

/**
 * A page test of the console whole, from the route down to the HTTP client; only the network is a double. Called
 * once at the top of a test file: each test starts signed in with an empty reply queue and leaves nothing behind.
 * `api` is the same object throughout (its calls are the current test's); the first reply a page needs is the
 * console gate's (api/admin/me). Find things outside act(): a findBy inside act's callback waits for renders that
 * act holds back until the callback ends, and times out on the console gate's spinner.
 */
export function consolePageTest() {
  // antd's forms and tables and the lazy pages render slowly in jsdom on a shared machine.
  configure({ asyncUtilTimeout: 60000 });
  const api = {} as FakeApi;
  beforeEach(async () => {
    logInForTest();
    Object.assign(api, fakeAxios(await loadHttpClient()));
  });
  afterEach(() => {
    api.restore();
    document.body.innerHTML = '';
  });
  return {
    api,
    // antd's styles are not put into the document: jsdom matches every style rule against each element a
    // query looks at (is it hidden?), and antd's thousands of rules made one role query take seconds.
    open: (url: string) =>
      renderRoutes(url, {
        '*': (
          <StyleProvider mock="server">
            <AdminRoutes />
          </StyleProvider>
        ),
      }),
    /** The JSON body of the i-th request. */
    bodyOf: (i: number) => JSON.parse(String(api.calls[i].data)) as Record<string, unknown>,
  };
}

/**
 * A button by its text. Text queries, not role queries: those walk the whole accessibility tree, too slow for antd's
 * tables and dialogs on a busy machine.
 */
export const button = (scope: HTMLElement, name: string) => within(scope).getByText(name, { selector: 'button span' }).closest('button')!;

/** The open antd dialog (modal) holding this text. */
export const dialogWith = (text: HTMLElement) => text.closest<HTMLElement>('.ant-modal')!;
