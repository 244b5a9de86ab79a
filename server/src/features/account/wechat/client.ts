import type { ServerConfig } from '../../../config';
import { selfBaseUrl } from '../../../http/baseUrls';
import { fail } from '../../../lib/errors';
import { SANDBOX_APP_ID, SANDBOX_APP_SECRET, SANDBOX_PATH, SANDBOX_WEB_APP_ID, SANDBOX_WEB_APP_SECRET } from './sandbox/constants';

export type Scope = 'snsapi_base' | 'snsapi_userinfo' | 'snsapi_login';

export interface WechatIdentity {
  openid: string;
  unionid: string | null;
  nickname: string;
  avatar: string;
}

/**
 * A WeChat app this server speaks to: WeChat itself when its app id is set, otherwise the sandbox this
 * server hosts (the same calls, only the app, the secret and the two base addresses differ).
 * `available` is false in production without an app: that sign-in is not offered then.
 */
export interface WechatApp {
  mode: 'live' | 'sandbox';
  available: boolean;
  appId: string;
  secret: string;
  /** The browser's consent address: `pageBase` is the origin the user is on (the sandbox is served there). */
  authorizeBase(pageBase: string): string;
  apiBase: string;
}

/**
 * `official`: the official account (公众号), for sign-in inside WeChat's browser and the JS-SDK; `website`:
 * the open platform's website app (网站应用), whose QR login (snsapi_login) desktops use. WeChat keeps
 * them apart: another openid for the same person, shared only by the unionid.
 */
export type WechatAppKind = 'official' | 'website';

export function wechatApp(config: ServerConfig, kind: WechatAppKind = 'official'): WechatApp {
  const { openBaseUrl, apiBaseUrl } = config.wechat;
  const [appId, secret] =
    kind === 'official' ? [config.wechat.appId, config.wechat.appSecret] : [config.wechat.webAppId, config.wechat.webAppSecret];
  if (appId) return { mode: 'live', available: true, appId, secret, authorizeBase: () => openBaseUrl, apiBase: apiBaseUrl };
  // Set up with real WeChat, the server is no sandbox for the app it lacks: that sign-in is simply not offered.
  if (config.wechat.appId || config.wechat.webAppId)
    return { mode: 'live', available: false, appId: '', secret: '', authorizeBase: () => openBaseUrl, apiBase: apiBaseUrl };
  return {
    mode: 'sandbox',
    available: !config.production,
    appId: kind === 'official' ? SANDBOX_APP_ID : SANDBOX_WEB_APP_ID,
    secret: kind === 'official' ? SANDBOX_APP_SECRET : SANDBOX_WEB_APP_SECRET,
    authorizeBase: (pageBase) => `${pageBase}${SANDBOX_PATH}`,
    // Read when called: tests and the cluster learn the port only once the server listens.
    get apiBase() {
      return `${selfBaseUrl(config)}${SANDBOX_PATH}`;
    },
  };
}

/** The consent address the browser is sent to (WeChat wants #wechat_redirect at its end). */
export function authorizeUrl(w: WechatApp, pageBase: string, redirectUri: string, scope: Scope, state: string): string {
  const path = scope === 'snsapi_login' ? '/connect/qrconnect' : '/connect/oauth2/authorize';
  const query = new URLSearchParams({ appid: w.appId, redirect_uri: redirectUri, response_type: 'code', scope, state });
  return `${w.authorizeBase(pageBase)}${path}?${query}#wechat_redirect`;
}

interface WechatError {
  errcode?: number;
  errmsg?: string;
}

/** What the user reads when WeChat refuses: never WeChat's own text (it names no field of ours). */
const REFUSALS: Record<number, string> = {
  40029: '微信授权已失效，请重新授权',
  40163: '微信授权已使用过，请重新授权',
  40001: '微信服务暂不可用，请稍后再试',
  40013: '微信公众号配置有误，请联系客服',
  40125: '微信公众号配置有误，请联系客服',
};

/** One GET to WeChat's API: its JSON, or a code-0 failure for an errcode (WeChat answers errors with HTTP 200). */
async function call<T>(w: WechatApp, path: string, params: Record<string, string>): Promise<T> {
  let body: T & WechatError;
  try {
    const res = await fetch(`${w.apiBase}${path}?${new URLSearchParams(params)}`, { signal: AbortSignal.timeout(10_000) });
    body = (await res.json()) as T & WechatError;
  } catch {
    return fail('微信服务暂不可用，请稍后再试');
  }
  if (body.errcode) return fail(REFUSALS[body.errcode] ?? '微信授权失败，请重新授权');
  return body;
}

interface OAuthTokens {
  access_token: string;
  openid: string;
  scope: string;
  unionid?: string;
}

/** Exchanges a code (once: WeChat refuses a second exchange) and, with snsapi_userinfo or snsapi_login, reads the profile. */
export async function identityForCode(w: WechatApp, code: string): Promise<WechatIdentity> {
  const tokens = await call<OAuthTokens>(w, '/sns/oauth2/access_token', {
    appid: w.appId,
    secret: w.secret,
    code,
    grant_type: 'authorization_code',
  });
  if (tokens.scope === 'snsapi_base') return { openid: tokens.openid, unionid: tokens.unionid ?? null, nickname: '', avatar: '' };
  const info = await call<{ openid: string; nickname: string; headimgurl: string; unionid?: string }>(w, '/sns/userinfo', {
    access_token: tokens.access_token,
    openid: tokens.openid,
    lang: 'zh_CN',
  });
  return { openid: tokens.openid, unionid: info.unionid ?? tokens.unionid ?? null, nickname: info.nickname, avatar: info.headimgurl };
}

/** The global access token (cgi-bin/token): only the cache in globalTokens.ts calls this. */
export const fetchAccessToken = (w: WechatApp) =>
  call<{ access_token: string; expires_in: number }>(w, '/cgi-bin/token', {
    grant_type: 'client_credential',
    appid: w.appId,
    secret: w.secret,
  }).then((r) => ({ value: r.access_token, expiresIn: r.expires_in }));

export const fetchJsapiTicket = (w: WechatApp, accessToken: string) =>
  call<{ ticket: string; expires_in: number }>(w, '/cgi-bin/ticket/getticket', { access_token: accessToken, type: 'jsapi' }).then((r) => ({
    value: r.ticket,
    expiresIn: r.expires_in,
  }));
