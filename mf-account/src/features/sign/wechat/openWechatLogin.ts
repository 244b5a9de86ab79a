import { configStore, inWechatBrowser } from '@conf/shared';

/** The spec's auth popup size. */
const POPUP_FEATURES = 'width=960,height=600';

/** A desktop: a fine pointer and room for a popup. Phones go to WeChat's page in the same tab. */
const onDesktop = () => window.matchMedia('(pointer: fine)').matches && window.innerWidth >= 768;

/** Which sign-ins the site offers: the official account's (inside WeChat, phones) and the website app's QR login. */
const offers = () => ({ official: configStore.config.wechat_login === 1, qr: configStore.config.wechat_qr_login === 1 });

/** Whether a WeChat button belongs on this login page: inside WeChat the official account's, elsewhere either. */
export const wechatLoginOffered = () => (inWechatBrowser() ? offers().official : offers().official || offers().qr);

/**
 * What a tap on a WeChat button does at once (a popup must open in the tap itself); the rest of the
 * sign-in is loaded then, so the login page carries none of it. A desktop gets the QR login in a popup;
 * a phone WeChat's consent page in this tab (the QR page when the site has only the website app).
 */
export function openWechatLogin(redirect: string): void {
  const { official, qr } = offers();
  const inWechat = inWechatBrowser();
  const popup = !inWechat && qr && onDesktop() ? window.open('about:blank', 'wechat_login', POPUP_FEATURES) : null;
  const scope = popup || (!inWechat && !official) ? 'snsapi_login' : 'snsapi_userinfo';
  void import('./startWechatLogin').then((m) => m.startWechatLogin(redirect, scope, popup));
}
