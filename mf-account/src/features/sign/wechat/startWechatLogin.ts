import { AUTH_POPUP_FLAG, errorMessage, navigateTo, sessionStore, toast } from '@conf/shared';
import { getWechatAuthUrl } from '../api/wechat';

/**
 * The popup signs in on its own; this page learns of it when the popup's session refresh removes the flag
 * (the storage event), refreshes its own session and goes on to `redirect`.
 */
function awaitPopup(redirect: string): void {
  const done = (e: StorageEvent) => {
    if (e.key !== AUTH_POPUP_FLAG || e.newValue !== null) return;
    window.removeEventListener('storage', done);
    void sessionStore.refresh().then(() => {
      if (sessionStore.loggedIn) navigateTo(redirect, { replace: true });
    });
  };
  window.addEventListener('storage', done);
}

/**
 * Starts a WeChat sign-in (or, signed in, a binding) that comes back to `redirect`: in `popup` (a desktop's,
 * opened by the tap itself so no blocker stops it) the QR login, otherwise WeChat's consent page in this tab.
 */
export async function startWechatLogin(redirect: string, scope: 'snsapi_login' | 'snsapi_userinfo', popup: Window | null): Promise<void> {
  try {
    const { url } = await getWechatAuthUrl(redirect, scope);
    if (!popup) {
      window.location.assign(url);
      return;
    }
    localStorage.setItem(AUTH_POPUP_FLAG, '1');
    awaitPopup(redirect);
    popup.location.href = url;
  } catch (e) {
    popup?.close();
    toast.fail(errorMessage(e));
  }
}
