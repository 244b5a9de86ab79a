import { inWechatBrowser } from '@conf/shared';

/** The spec's auth popup size. */
const POPUP_FEATURES = 'width=960,height=600';

/** A desktop: a fine pointer and room for a popup. Phones go to WeChat's page in the same tab. */
const onDesktop = () => window.matchMedia('(pointer: fine)').matches && window.innerWidth >= 768;

/**
 * What a tap on a WeChat button does at once (a popup must open in the tap itself); the rest of the
 * sign-in is loaded then, so the login page carries none of it.
 */
export function openWechatLogin(redirect: string): void {
  const popup = !inWechatBrowser() && onDesktop() ? window.open('about:blank', 'wechat_login', POPUP_FEATURES) : null;
  void import('./startWechatLogin').then((m) => m.startWechatLogin(redirect, popup));
}
