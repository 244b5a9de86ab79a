import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { one } from '../../../../db';
import { pageHeaders } from '../../../../http/securityHeaders';
import { failure } from '../../../../http/envelope';
import { cookieOf, setCookie } from '../../../../http/cookies';
import {
  SANDBOX_APP_ID,
  SANDBOX_APP_NAME,
  SANDBOX_APP_SECRET,
  SANDBOX_PATH,
  SANDBOX_WEB_APP_ID,
  SANDBOX_WEB_APP_NAME,
  SANDBOX_WEB_APP_SECRET,
} from './constants';
import { avatarSvg, personOf } from './people';
import { consentPage, errorPage } from './consentPage';

type Params = Record<string, string>;
const SCOPES = ['snsapi_base', 'snsapi_userinfo', 'snsapi_login'];
const IDENTITY_COOKIE = 'wx_sandbox_user';
const TTL_SEC = 7200;
const CODE_TTL_SEC = 300;

/** WeChat's errors, answered with HTTP 200 as WeChat does. */
const err = (errcode: number, errmsg: string) => ({ errcode, errmsg: `${errmsg} rid: ${randomBytes(4).toString('hex')}` });
const newToken = (bytes = 48) => randomBytes(bytes).toString('base64url');

function paramsOf(src: unknown): Params {
  const out: Params = {};
  if (src && typeof src === 'object') for (const [k, v] of Object.entries(src)) if (typeof v === 'string') out[k] = v;
  return out;
}

const withQuery = (url: string, params: Params) => `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;

/** The sandbox's two apps: the official account signs in inside WeChat, the website app by QR (qrconnect) only. */
const APPS: Record<string, { secret: string; name: string; qr: boolean }> = {
  [SANDBOX_APP_ID]: { secret: SANDBOX_APP_SECRET, name: SANDBOX_APP_NAME, qr: false },
  [SANDBOX_WEB_APP_ID]: { secret: SANDBOX_WEB_APP_SECRET, name: SANDBOX_WEB_APP_NAME, qr: true },
};

/** What WeChat refuses before showing anything: these checks come first, in WeChat's order. */
function authorizeProblem(p: Params, qr: boolean): string | undefined {
  if (APPS[p.appid ?? '']?.qr !== qr) return 'appid 参数错误';
  if (!/^https?:\/\/[^/\s]+/.test(p.redirect_uri ?? '')) return 'redirect_uri 参数错误';
  if (p.response_type !== 'code') return 'response_type 参数错误';
  if (!SCOPES.includes(p.scope ?? '') || (p.scope === 'snsapi_login') !== qr) return 'scope 参数错误或没有 scope 权限';
  return undefined;
}

/** A page of the sandbox; WeChat shows its refusals (参数错误) as pages too, with HTTP 200. */
function html(reply: FastifyReply, body: string) {
  pageHeaders(reply, reply.server.config);
  return reply.type('text/html; charset=utf-8').send(body);
}

/**
 * WeChat's OAuth 2.0 and JS-SDK servers, as this server's sandbox: the consent page, codes that are
 * exchanged once, user and global tokens, jsapi tickets, and WeChat's errcode/errmsg answers. The client
 * (wechat/client.ts) speaks to it over HTTP exactly as to api.weixin.qq.com.
 */
export function sandboxWechatRoutes(app: FastifyInstance): void {
  const db = app.db;

  async function browserOf(req: FastifyRequest, reply: FastifyReply): Promise<string> {
    let browser = cookieOf(req, IDENTITY_COOKIE);
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(browser)) browser = newToken(24);
    setCookie(reply, IDENTITY_COOKIE, browser, SANDBOX_PATH, 365 * 86400);
    return browser;
  }

  /** A code for the browser's WeChat user, good once and only for the app that asked (its openid there). */
  async function issueCode(req: FastifyRequest, reply: FastifyReply, appId: string, scope: string): Promise<string> {
    const person = await personOf(db, await browserOf(req, reply));
    const code = newToken(24);
    await db.query(
      `INSERT INTO sandbox_wechat_codes (code, app_id, openid, scope, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [code, appId, APPS[appId].qr ? person.web_openid : person.openid, scope, CODE_TTL_SEC],
    );
    return code;
  }

  const authorize = (qr: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const p = paramsOf(req.query);
    const problem = authorizeProblem(p, qr);
    if (problem) return html(reply, errorPage(problem));
    // snsapi_base asks nothing: WeChat sends the browser straight back with a code.
    if (p.scope === 'snsapi_base')
      return reply.redirect(withQuery(p.redirect_uri, { code: await issueCode(req, reply, p.appid, p.scope), state: p.state ?? '' }));
    const person = await personOf(db, await browserOf(req, reply));
    const fields = { appid: p.appid, redirect_uri: p.redirect_uri, scope: p.scope, state: p.state ?? '' };
    return html(
      reply,
      consentPage({
        appName: APPS[p.appid].name,
        nickname: person.nickname,
        avatar: person.avatar,
        action: `${SANDBOX_PATH}/connect/confirm`,
        fields,
        qr,
      }),
    );
  };

  app.get(`${SANDBOX_PATH}/connect/oauth2/authorize`, { schema: { hide: true } }, authorize(false));
  app.get(`${SANDBOX_PATH}/connect/qrconnect`, { schema: { hide: true } }, authorize(true));

  app.post(`${SANDBOX_PATH}/connect/confirm`, { schema: { hide: true } }, async (req, reply) => {
    const p = paramsOf(req.body);
    const problem = authorizeProblem({ ...p, response_type: 'code' }, p.scope === 'snsapi_login');
    if (problem) return html(reply, errorPage(problem));
    // Refused: WeChat sends the browser back with the state and no code.
    if (p.decision !== 'allow') return reply.redirect(withQuery(p.redirect_uri, { state: p.state ?? '' }));
    return reply.redirect(withQuery(p.redirect_uri, { code: await issueCode(req, reply, p.appid, p.scope), state: p.state ?? '' }));
  });

  app.get<{ Params: { seed: string } }>(`${SANDBOX_PATH}/avatar/:seed`, { schema: { hide: true } }, async (req, reply) => {
    const seed = /^([0-9a-f]{12})\.svg$/.exec(req.params.seed)?.[1];
    if (!seed) return reply.code(404).send(failure('头像不存在'));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(avatarSvg(seed));
  });

  async function userTokens(openid: string, scope: string) {
    const access = newToken();
    const refresh = newToken();
    await db.query(
      `INSERT INTO sandbox_wechat_tokens (token, kind, openid, scope, expires_at) VALUES
       ($1, 'user', $3, $4, now() + make_interval(secs => $5)), ($2, 'refresh', $3, $4, now() + interval '30 days')`,
      [access, refresh, openid, scope, TTL_SEC],
    );
    const person = await one<{ unionid: string }>(db, 'SELECT unionid FROM sandbox_wechat_users WHERE openid = $1 OR web_openid = $1', [
      openid,
    ]);
    return {
      access_token: access,
      expires_in: TTL_SEC,
      refresh_token: refresh,
      openid,
      scope,
      ...(person ? { unionid: person.unionid } : {}),
    };
  }

  const appCheck = (p: Params) => {
    const known = APPS[p.appid ?? ''];
    if (!known) return err(40013, 'invalid appid');
    return p.secret !== undefined && p.secret !== known.secret ? err(40125, 'invalid appsecret') : undefined;
  };

  app.get(`${SANDBOX_PATH}/sns/oauth2/access_token`, { schema: { hide: true } }, async (req) => {
    const p = paramsOf(req.query);
    if (!p.secret) return err(41004, 'appsecret missing');
    const refused = appCheck(p);
    if (refused) return refused;
    if (p.grant_type !== 'authorization_code') return err(40002, 'invalid grant_type');
    const code = await one<{ app_id: string; openid: string; scope: string; used: boolean; expired: boolean }>(
      db,
      'SELECT app_id, openid, scope, used_at IS NOT NULL AS used, expires_at <= now() AS expired FROM sandbox_wechat_codes WHERE code = $1',
      [p.code ?? ''],
    );
    // Another app's code is as unknown to this app as a made-up one.
    if (!code || code.expired || code.app_id !== p.appid) return err(40029, 'invalid code');
    // Used once: the conditional update decides between two exchanges of the same code.
    const [taken] = await db.query('UPDATE sandbox_wechat_codes SET used_at = now() WHERE code = $1 AND used_at IS NULL RETURNING code', [
      p.code,
    ]);
    if (code.used || !taken) return err(40163, 'code been used');
    return userTokens(code.openid, code.scope);
  });

  app.get(`${SANDBOX_PATH}/sns/oauth2/refresh_token`, { schema: { hide: true } }, async (req) => {
    const p = paramsOf(req.query);
    const refused = appCheck(p);
    if (refused) return refused;
    if (p.grant_type !== 'refresh_token') return err(40002, 'invalid grant_type');
    const row = await one<{ openid: string; scope: string }>(
      db,
      "SELECT openid, scope FROM sandbox_wechat_tokens WHERE token = $1 AND kind = 'refresh' AND expires_at > now()",
      [p.refresh_token ?? ''],
    );
    if (!row) return err(40030, 'invalid refresh_token');
    return userTokens(row.openid, row.scope);
  });

  app.get(`${SANDBOX_PATH}/sns/userinfo`, { schema: { hide: true } }, async (req) => {
    const p = paramsOf(req.query);
    const token = await one<{ openid: string; scope: string; expired: boolean }>(
      db,
      "SELECT openid, scope, expires_at <= now() AS expired FROM sandbox_wechat_tokens WHERE token = $1 AND kind = 'user'",
      [p.access_token ?? ''],
    );
    if (!token) return err(40001, 'invalid credential, access_token is invalid or not latest');
    if (token.expired) return err(42001, 'access_token expired');
    if (token.openid !== p.openid) return err(40003, 'invalid openid');
    if (token.scope === 'snsapi_base') return err(48001, 'api unauthorized');
    const person = (await one<{ unionid: string; nickname: string; avatar: string }>(
      db,
      'SELECT unionid, nickname, avatar FROM sandbox_wechat_users WHERE openid = $1 OR web_openid = $1',
      [token.openid],
    ))!;
    return {
      openid: token.openid,
      nickname: person.nickname,
      sex: 0,
      province: '',
      city: '',
      country: '',
      headimgurl: person.avatar,
      privilege: [],
      unionid: person.unionid,
    };
  });

  app.get(`${SANDBOX_PATH}/cgi-bin/token`, { schema: { hide: true } }, async (req) => {
    const p = paramsOf(req.query);
    if (p.grant_type !== 'client_credential') return err(40002, 'invalid grant_type');
    if (!p.secret) return err(41004, 'appsecret missing');
    const refused = appCheck(p);
    if (refused) return refused;
    const token = newToken(96);
    await db.query(`INSERT INTO sandbox_wechat_tokens (token, kind, expires_at) VALUES ($1, 'global', now() + make_interval(secs => $2))`, [
      token,
      TTL_SEC,
    ]);
    return { access_token: token, expires_in: TTL_SEC };
  });

  app.get(`${SANDBOX_PATH}/cgi-bin/ticket/getticket`, { schema: { hide: true } }, async (req) => {
    const p = paramsOf(req.query);
    const token = await one<{ expired: boolean }>(
      db,
      "SELECT expires_at <= now() AS expired FROM sandbox_wechat_tokens WHERE token = $1 AND kind = 'global'",
      [p.access_token ?? ''],
    );
    if (!token) return err(40001, 'invalid credential, access_token is invalid or not latest');
    if (token.expired) return err(42001, 'access_token expired');
    if (p.type !== 'jsapi') return err(40097, 'invalid args');
    const ticket = newToken(64);
    await db.query(`INSERT INTO sandbox_wechat_tokens (token, kind, expires_at) VALUES ($1, 'ticket', now() + make_interval(secs => $2))`, [
      ticket,
      TTL_SEC,
    ]);
    return { errcode: 0, errmsg: 'ok', ticket, expires_in: TTL_SEC };
  });
}
