import { useEffect } from 'react';
import { http } from '../http/request';
import { pcParamStore, withPc } from '../stores/pcParam';
import { inWechatBrowser } from './env';
import { loadJssdk } from './jssdk';

export interface ShareCard {
  title: string;
  desc?: string;
  /** A picture's address; a path of this site is made absolute (WeChat fetches it from its servers). */
  imgUrl?: string;
  /** The page to share, default this one; the pc parameter is kept. */
  link?: string;
}

interface JssdkConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
}

const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * Inside WeChat, the card a friend or Moments sees when the page is shared: the JS-SDK is configured with
 * our server's signature for this address and given the title, description, picture and link. Outside
 * WeChat it does nothing at all (no script, no call). `card` undefined waits for the page's data.
 */
export function useWechatShare(card: ShareCard | undefined): void {
  const key = card ? JSON.stringify(card) : '';
  useEffect(() => {
    if (!card || !inWechatBrowser()) return;
    let live = true;
    const url = window.location.href.split('#')[0];
    void (async () => {
      try {
        const [wx, config] = await Promise.all([loadJssdk(), http.post<JssdkConfig>('api/ms.we/jssdk_config', { url }, { auth: false })]);
        if (!live) return;
        wx.config({ debug: false, ...config, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
        const link = absolute(
          withPc(card.link ?? `${window.location.pathname}${window.location.search}`, pcParamStore.resolve(window.location.search)),
        );
        const imgUrl = card.imgUrl ? absolute(card.imgUrl) : undefined;
        wx.ready(() => {
          wx.updateAppMessageShareData({ title: card.title, desc: card.desc ?? '', link, imgUrl });
          wx.updateTimelineShareData({ title: card.title, link, imgUrl });
        });
      } catch {
        // No card: WeChat shares the page with its own title, which is all a failed signature costs.
      }
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the card's content, not its identity
  }, [key]);
}
