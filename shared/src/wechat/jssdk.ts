import { inWechatBrowser } from './env';

/** WeChat's JS-SDK, as the official address serves it (listed in the pages' content security policy). */
export const JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

export interface WxShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl?: string;
}

/** The part of the JS-SDK (window.wx) this site uses. */
export interface Wx {
  config(c: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(fn: () => void): void;
  error(fn: (e: unknown) => void): void;
  updateAppMessageShareData(d: WxShareData): void;
  updateTimelineShareData(d: Omit<WxShareData, 'desc'>): void;
  miniProgram: { navigateTo(o: { url: string; fail?: () => void }): void };
}

let loading: Promise<Wx> | undefined;

/** Loads the JS-SDK once, and only inside WeChat: other browsers never fetch it. */
export function loadJssdk(): Promise<Wx> {
  if (!inWechatBrowser()) return Promise.reject(new Error('not in WeChat'));
  loading ??= new Promise<Wx>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = JSSDK_URL;
    script.async = true;
    script.onload = () => {
      const wx = (window as { wx?: Wx }).wx;
      if (wx) resolve(wx);
      else reject(new Error('JS-SDK without wx'));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('JS-SDK failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
