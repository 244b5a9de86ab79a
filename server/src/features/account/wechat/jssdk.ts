import { createHash, randomBytes } from 'node:crypto';

/**
 * The JS-SDK signature as WeChat defines it: SHA-1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`
 * (keys in this order, values as they are, the page address without its # part).
 */
export function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`)
    .digest('hex');
}

export function jssdkConfig(appId: string, ticket: string, url: string) {
  const nonceStr = randomBytes(12).toString('base64url');
  const timestamp = Math.floor(Date.now() / 1000);
  return { appId, timestamp, nonceStr, signature: jssdkSignature(ticket, nonceStr, timestamp, url) };
}
