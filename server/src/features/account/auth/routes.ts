import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../../http/auth';
import { fail, ok } from '../../../http/envelope';
import { hashPassword } from '../../../http/passwords';
import { revokeAllTokens, revokeToken } from '../../../http/tokens';
import { one } from '../../../db';
import { CAPTCHA, MOBILE, PASSWORD, assertStrongPassword } from '../common/rules';
import { hit, waitText, type Limit } from '../common/rateLimit';
import { findByAccount, findByMobile } from '../common/users';
import { verifyCode } from '../sms/codes';
import { beginLoginAttempt, loginSucceeded } from './loginGuard';
import { createUser, passwordMatches, startSession } from './accounts';

/** Guessing the old password with a stolen token is limited like logins are. */
const CHANGEPWD_PER_USER: Limit = { bucket: 'changepwd:user', max: 5, windowSec: 15 * 60 };

const ACCOUNT = { type: 'string', title: '账号', minLength: 1, maxLength: 100 } as const;
const NEW_PASSWORD = { ...PASSWORD, title: '新密码' } as const;

async function setPassword(app: FastifyInstance, userId: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await app.db.tx(async (q) => {
    await q.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, hash]);
    // Every session of the account ends: whoever knew the old password is logged out too.
    await revokeAllTokens(q, userId);
  });
}

export function authRoutes(app: FastifyInstance): void {
  app.post<{ Body: { account: string; password: string } }>(
    '/api/user/login',
    { schema: { body: { type: 'object', required: ['account', 'password'], properties: { account: ACCOUNT, password: PASSWORD } } } },
    async (req) => {
      const account = req.body.account.trim();
      await beginLoginAttempt(app.db, req.ip, account);
      const user = await findByAccount(app.db, account);
      const matches = await passwordMatches(req.body.password, user?.password_hash);
      if (!user || !matches) return fail('账号或密码错误');
      if (user.status !== 'normal') return fail('账号已被停用，请联系客服');
      await loginSucceeded(app.db, req.ip, account);
      return ok({ userinfo: await startSession(app.db, user.id) }, '登录成功');
    },
  );

  // Spec: a mobile login returns data.token directly (the userinfo comes along for the app's header).
  app.post<{ Body: { mobile: string; captcha: string } }>(
    '/api/user/mobilelogin',
    { schema: { body: { type: 'object', required: ['mobile', 'captcha'], properties: { mobile: MOBILE, captcha: CAPTCHA } } } },
    async (req) => {
      const { mobile, captcha } = req.body;
      await beginLoginAttempt(app.db, req.ip);
      await verifyCode(app.db, mobile, 'mobilelogin', captcha, true);
      const existing = await findByMobile(app.db, mobile);
      if (existing && existing.status !== 'normal') fail('账号已被停用，请联系客服');
      const userId = existing?.id ?? (await createUser(app.db, mobile));
      await loginSucceeded(app.db, req.ip);
      const info = await startSession(app.db, userId);
      return ok({ token: info.token, userinfo: info }, '登录成功');
    },
  );

  app.post<{ Body: { mobile: string; captcha: string; password: string } }>(
    '/api/user/register',
    {
      schema: {
        body: { type: 'object', required: ['mobile', 'captcha', 'password'], properties: { mobile: MOBILE, captcha: CAPTCHA, password: PASSWORD } },
      },
    },
    async (req) => {
      const { mobile, captcha, password } = req.body;
      assertStrongPassword(password);
      if (await findByMobile(app.db, mobile)) fail('该手机号已注册，请直接登录');
      await verifyCode(app.db, mobile, 'register', captcha, true);
      const userId = await createUser(app.db, mobile, password);
      return ok({ userinfo: await startSession(app.db, userId) }, '注册成功');
    },
  );

  // No login needed: logging out with a token that is already invalid still succeeds.
  app.post('/api/user/logout', async (req) => {
    if (req.token) await revokeToken(app.db, req.token);
    return ok(null, '已退出登录');
  });

  app.post<{ Body: { oldpassword: string; newpassword: string } }>(
    '/api/user/changepwd',
    {
      schema: {
        body: {
          type: 'object',
          required: ['oldpassword', 'newpassword'],
          properties: { oldpassword: { ...PASSWORD, title: '原密码' }, newpassword: NEW_PASSWORD },
        },
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

  app.post<{ Body: { mobile: string; captcha: string; newpassword: string } }>(
    '/api/user/resetpwd',
    {
      schema: {
        body: { type: 'object', required: ['mobile', 'captcha', 'newpassword'], properties: { mobile: MOBILE, captcha: CAPTCHA, newpassword: NEW_PASSWORD } },
      },
    },
    async (req) => {
      const { mobile, captcha, newpassword } = req.body;
      assertStrongPassword(newpassword);
      const user = await findByMobile(app.db, mobile);
      if (!user) return fail('该手机号未注册');
      await verifyCode(app.db, mobile, 'resetpwd', captcha, true);
      await setPassword(app, user.id, newpassword);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );
}
