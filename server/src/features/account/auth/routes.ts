import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ChangePasswordInput, CodeLoginInput, LoginData, PasswordLoginInput, RegisterInput, ResetPasswordInput } from '@conf/contract';
import { AUTH, currentUser } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { hashPassword } from './passwords';
import { revokeAllTokens, revokeToken } from './sessions';
import { one } from '../../../db';
import { assertStrongPassword } from '../common/rules';
import { enforce, hit, waitText, type Limit } from '../common/rateLimit';
import { findByAccount, findByMobile } from '../common/users';
import { verifyCode } from '../sms/codes';
import { accountKey, beginLoginAttempt, loginSucceeded } from './loginGuard';
import { createUser, passwordMatches, startSession } from './accounts';
import { bindPending, checkBind } from '../wechat/bindings';

/** The answer of a call that only succeeds or fails (its message says which). */
const NOTHING = Type.Null();

/** Guessing the old password with a stolen token is limited like logins are. */
const CHANGEPWD_PER_USER: Limit = { bucket: 'changepwd:user', max: 5, windowSec: 15 * 60 };

/**
 * Sign-up and password reset by SMS code, per address and per mobile, counted whether the code turns
 * out right or not. The same limits hold for registered and unregistered mobiles alike.
 */
async function limitCodeAction(app: FastifyInstance, req: FastifyRequest, action: 'register' | 'resetpwd', mobile: string): Promise<void> {
  await enforce(app.db, { bucket: `${action}:ip`, max: 20, windowSec: 3600 }, req.ip, (wait) => `操作过于频繁，请${wait}后再试`);
  await enforce(
    app.db,
    { bucket: `${action}:mobile`, max: 10, windowSec: 3600 },
    mobile,
    (wait) => `该手机号操作过于频繁，请${wait}后再试`,
  );
}

async function setPassword(app: FastifyInstance, userId: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await app.db.tx(async (q) => {
    await q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, hash]);
    // Every session of the account ends: whoever knew the old password is logged out too.
    await revokeAllTokens(q, userId);
  });
}

export function authRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/user/login',
    {
      schema: {
        summary: '密码登录（账号可为手机号、用户名或邮箱）',
        answer: LoginData,
        body: PasswordLoginInput,
      },
    },
    async (req) => {
      const user = await findByAccount(app.db, req.body.account);
      const key = accountKey(user, req.body.account);
      await beginLoginAttempt(app.db, req.ip, key);
      const matches = await passwordMatches(req.body.password, user?.password_hash);
      if (!user || !matches) return fail('账号或密码错误');
      if (user.status !== 'normal') return fail('账号已被停用，请联系客服');
      await loginSucceeded(app.db, req.ip, key);
      return ok({ userinfo: await startSession(app.db, user.id) }, '登录成功');
    },
  );

  // Spec: a mobile login returns data.token directly (the userinfo comes along for the app's header).
  app.post(
    '/api/user/mobilelogin',
    {
      schema: {
        summary: '短信验证码登录（未注册的手机号自动注册；带 bind_token 时同时绑定微信）',
        answer: LoginData,
        body: CodeLoginInput,
      },
    },
    async (req) => {
      const { mobile, captcha, bind_token: bindToken } = req.body;
      await beginLoginAttempt(app.db, req.ip);
      // A bind that cannot succeed is refused before the code is spent.
      const known = await findByMobile(app.db, mobile);
      if (bindToken) await checkBind(app.db, bindToken, known?.id);
      await verifyCode(app.db, mobile, 'mobilelogin', captcha, true, req.ip);
      const existing = await findByMobile(app.db, mobile);
      if (existing && existing.status !== 'normal') fail('账号已被停用，请联系客服');
      const info = await app.db.tx(async (q) => {
        const userId = existing?.id ?? (await createUser(q, mobile));
        if (bindToken) await bindPending(q, bindToken, userId);
        return startSession(q, userId);
      });
      await loginSucceeded(app.db, req.ip);
      return ok({ token: info.token, userinfo: info }, '登录成功');
    },
  );

  // Whether the mobile is registered is said only after a right code: before it, every mobile gets the same answers.
  app.post(
    '/api/user/register',
    {
      schema: {
        summary: '手机号注册（需短信验证码）',
        answer: LoginData,
        body: RegisterInput,
      },
    },
    async (req) => {
      const { mobile, captcha, password, bind_token: bindToken } = req.body;
      assertStrongPassword(password);
      await limitCodeAction(app, req, 'register', mobile);
      if (bindToken) await checkBind(app.db, bindToken, undefined);
      await verifyCode(app.db, mobile, 'register', captcha, true, req.ip);
      const userinfo = await app.db.tx(async (q) => {
        const userId = await createUser(q, mobile, password);
        if (bindToken) await bindPending(q, bindToken, userId);
        return startSession(q, userId);
      });
      return ok({ userinfo }, '注册成功');
    },
  );

  // No login needed: logging out with a token that is already invalid still succeeds.
  app.post('/api/user/logout', { schema: { summary: '退出登录（注销当前令牌）', answer: NOTHING } }, async (req) => {
    if (req.token) await revokeToken(app.db, req.token);
    return ok(null, '已退出登录');
  });

  app.post(
    '/api/user/changepwd',
    {
      config: AUTH,
      schema: {
        summary: '修改密码（需原密码，成功后所有会话失效）',
        answer: NOTHING,
        body: ChangePasswordInput,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const tries = await hit(app.db, CHANGEPWD_PER_USER, String(me.id));
      if (tries.exceeded) fail(`原密码错误次数过多，请${waitText(tries.retryAfter)}后再试`);
      const row = await one<{ password_hash: string }>(app.db, 'SELECT password_hash FROM users WHERE id = $1', [me.id]);
      if (!(await passwordMatches(req.body.oldpassword, row?.password_hash))) fail('原密码错误');
      assertStrongPassword(req.body.newpassword);
      if (req.body.newpassword === req.body.oldpassword) fail('新密码不能与原密码相同');
      await setPassword(app, me.id, req.body.newpassword);
      return ok(null, '密码已修改，请重新登录');
    },
  );

  app.post(
    '/api/user/resetpwd',
    {
      schema: {
        summary: '短信验证码重置密码',
        answer: NOTHING,
        body: ResetPasswordInput,
      },
    },
    async (req) => {
      const { mobile, captcha, newpassword } = req.body;
      assertStrongPassword(newpassword);
      await limitCodeAction(app, req, 'resetpwd', mobile);
      await verifyCode(app.db, mobile, 'resetpwd', captcha, true, req.ip);
      const user = await findByMobile(app.db, mobile);
      if (!user) return fail('该手机号未注册');
      await setPassword(app, user.id, newpassword);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );
}
