import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  JssdkConfig,
  JssdkConfigInput,
  WechatAuthUrl,
  WechatAuthUrlInput,
  WechatCenter,
  WechatCodeInput,
  WechatOpenid,
  WechatUnbindInput,
} from '@conf/contract';
import { AUTH, currentUser } from '../../../http/auth';
import { pageBase } from '../../../http/baseUrls';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { one } from '../../../db';
import { hit, waitText, type Limit } from '../common/rateLimit';
import { verifyCode } from '../sms/codes';
import { passwordMatches, startSession } from '../auth/accounts';
import { authorizeUrl, identityForCode, wechatApp, type Scope, type WechatApp } from './client';
import { startLogin, takeState } from './loginState';
import { accountOfIdentity, bindPending, bindingOf, pendingBind } from './bindings';
import { jsapiTicket } from './globalTokens';
import { jssdkConfig } from './jssdk';

/** The page WeChat sends the browser back to; it hands the code and state to get_openid. */
export const CALLBACK_PATH = '/sign/wechat';
const UNBIND_PER_USER: Limit = { bucket: 'wechat-unbind:user', max: 5, windowSec: 15 * 60 };

/** A page of this site, as a path: an absolute address is accepted only on this site's origin. */
function sitePath(req: FastifyRequest, target: string): string | undefined {
  const base = pageBase(req);
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(base).origin || /^[\\/]{2}/.test(target) || /[\\\s]/.test(target)) return undefined;
  return `${url.pathname}${url.search}`;
}

export function wechatRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const wechat = wechatApp(app.config);
  const website = wechatApp(app.config, 'website');
  const offered = (w: WechatApp = wechat) => {
    if (!w.available) fail(w === website ? '暂未开通微信扫码登录' : '暂未开通微信登录');
  };

  app.post(
    '/api/ms.we/get_auth_url',
    { schema: { summary: '微信授权地址（state 与本浏览器绑定，10 分钟内用一次）', body: WechatAuthUrlInput, answer: WechatAuthUrl } },
    async (req, reply) => {
      const scope: Scope = req.body.scope ?? 'snsapi_userinfo';
      const through = scope === 'snsapi_login' ? website : wechat;
      offered(through);
      const redirect = sitePath(req, req.body.redirect);
      if (!redirect) return fail('返回页面只能是本站页面');
      const state = await startLogin(app.db, req, reply, redirect, through.appId);
      return ok({ url: authorizeUrl(through, pageBase(req), `${pageBase(req)}${CALLBACK_PATH}`, scope, state) });
    },
  );

  // Signed in: the identity is only read here, and bound by user_wechat/bind (no second session is started).
  app.post(
    '/api/ms.we/get_openid',
    { schema: { summary: '用授权码登录：已绑定则登录，未绑定则返回 bind_token', body: WechatCodeInput, answer: WechatOpenid } },
    async (req) => {
      if (!wechat.available && !website.available) fail('暂未开通微信登录');
      const login = await takeState(app.db, req, req.body.state);
      // A login started before the app was changed or removed is not finished with another app's secret.
      const through = [wechat, website].find((w) => w.available && w.appId === login?.appId);
      if (!login || !through) return fail('微信登录已失效或不是从本浏览器发起的，请重新登录');
      const { redirect } = login;
      const identity = await identityForCode(through, req.body.code);
      const bound = await accountOfIdentity(app.db, through.appId, identity);
      if (bound && !req.user) {
        const status = await one<{ status: string }>(app.db, 'SELECT status FROM users WHERE id = $1', [bound.user_id]);
        if (status?.status !== 'normal') return fail('账号已被停用，请联系客服');
        const userinfo = await startSession(app.db, bound.user_id);
        return ok({ userinfo, redirect }, '登录成功');
      }
      const bindToken = await pendingBind(app.db, through.appId, identity);
      return ok({ bind_token: bindToken, nickname: identity.nickname, avatar: identity.avatar, redirect });
    },
  );

  app.get('/api/wyms/user_wechat/center', { config: AUTH, schema: { summary: '微信绑定状态', answer: WechatCenter } }, async (req) => {
    const binding = await bindingOf(app.db, currentUser(req).id);
    return ok({ bound: !!binding, nickname: binding?.nickname ?? '', avatar: binding?.avatar ?? '' });
  });

  app.post(
    '/api/wyms/user_wechat/bind',
    {
      config: AUTH,
      schema: {
        summary: '把微信授权得到的身份绑定到当前账号',
        body: Type.Object({ bind_token: Type.String({ title: 'bind_token', minLength: 1, maxLength: 100 }) }),
        answer: WechatCenter,
      },
    },
    async (req) => {
      const me = currentUser(req);
      await app.db.tx((q) => bindPending(q, req.body.bind_token, me.id));
      const binding = (await bindingOf(app.db, me.id))!;
      return ok({ bound: true, nickname: binding.nickname, avatar: binding.avatar }, '微信已绑定');
    },
  );

  // Every account has a mobile (users.mobile is NOT NULL), so after unbinding the SMS login still lets its owner in.
  app.post(
    '/api/wyms/user_wechat/unbind',
    { config: AUTH, schema: { summary: '解除微信绑定（需密码或短信验证码）', body: WechatUnbindInput, answer: WechatCenter } },
    async (req) => {
      const me = currentUser(req);
      const { password, captcha } = req.body;
      if (!password && !captcha) return fail('请输入登录密码或短信验证码');
      if (!(await bindingOf(app.db, me.id))) return fail('当前账号未绑定微信');
      if (password) {
        const tries = await hit(app.db, UNBIND_PER_USER, String(me.id));
        if (tries.exceeded) fail(`密码错误次数过多，请${waitText(tries.retryAfter)}后再试`);
        const row = await one<{ password_hash: string }>(app.db, 'SELECT password_hash FROM users WHERE id = $1', [me.id]);
        if (!(await passwordMatches(password, row?.password_hash))) fail('密码错误');
      } else {
        await verifyCode(app.db, me.mobile, 'unbindwechat', captcha!, true, req.ip);
      }
      await app.db.query('DELETE FROM wechat_bindings WHERE user_id = $1', [me.id]);
      return ok({ bound: false, nickname: '', avatar: '' }, '已解除微信绑定');
    },
  );

  app.post(
    '/api/ms.we/jssdk_config',
    { schema: { summary: '微信 JS-SDK 配置（签名只给本站页面）', body: JssdkConfigInput, answer: JssdkConfig } },
    async (req) => {
      offered();
      const { url } = req.body;
      let origin = '';
      try {
        origin = new URL(url).origin;
      } catch {
        // not an absolute address: refused below
      }
      if (origin !== new URL(pageBase(req)).origin) return fail('只能为本站页面签名');
      return ok(jssdkConfig(wechat.appId, await jsapiTicket(app.db, wechat), url));
    },
  );
}
