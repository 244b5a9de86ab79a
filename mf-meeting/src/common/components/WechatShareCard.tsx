import { useWechatShare, type ShareCard } from '@conf/shared';

/**
 * The card WeChat shows when the page is shared, for pages that know it only once their data has loaded
 * (inside a LoadableView's render, where a hook cannot be called). Outside WeChat it does nothing.
 */
export function WechatShareCard(card: ShareCard) {
  useWechatShare(card);
  return null;
}
