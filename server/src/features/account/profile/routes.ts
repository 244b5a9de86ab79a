import { isBound } from '../wechat/bindings';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChangeEmailInput, ChangeMobileInput, PersonStat, Profile, ProfileInput } from '@conf/contract';
import type { Queryable } from '../../../db';
import { AUTH, currentUser } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { one } from '../../../db';
import { revokeOtherTokens } from '../auth/sessions';
import { maskMobile } from '@conf/contract';
import { findProfile } from '../common/users';
import { verifyCode } from '../sms/codes';
import { passwordMatches } from '../auth/accounts';
import { accountKey, beginLoginAttempt, loginSucceeded } from '../auth/loginGuard';
import { sendMessage } from '../messages/store';
import { personStats } from './personStats';

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/** Sets the user's mobile or email; the unique index, not an earlier check, has the last word on "taken". */
async function setUnique(q: Queryable, userId: number, column: 'mobile' | 'email', value: string, takenMessage: string): Promise<void> {
  try {
    await q.query(`UPDATE users SET ${column} = $2, updated_at = now() WHERE id = $1`, [userId, value]);
  } catch (e) {
    if (isUniqueViolation(e)) fail(takenMessage);
    throw e;
  }
}

// The profile's body and answers are @conf/contract's schemas, which mf-account types its calls with.
export function profileRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const uploadPrefix = `${app.config.uploadBaseUrl.replace(/\/$/, '')}/`;

  app.post('/api/user/get_profile', { config: AUTH, schema: { summary: '我的资料', answer: Profile } }, async (req) => {
    const me = currentUser(req);
    return ok({ ...(await findProfile(app.db, me.id)), bind_wechat: await isBound(app.db, me.id) });
  });

  // The app sends the whole form and drops empty values (spec), so a missing optional field means "cleared".
  app.post(
    '/api/user/profile',
    { config: AUTH, schema: { summary: '保存我的资料（未提交的可选字段视为清空）', body: ProfileInput, answer: Profile } },
    async (req) => {
      const me = currentUser(req);
      const b = req.body;
      const nickname = b.nickname.trim();
      if (!nickname) fail('昵称不能为空');
      // Only pictures uploaded here: the avatar is shown to others and must not point anywhere.
      if (b.avatar && !b.avatar.startsWith(uploadPrefix)) fail('头像地址不正确，请重新上传');
      await app.db.query(
        `UPDATE users SET nickname = $2, avatar = $3, gender = $4, bio = $5, company = $6, position = $7, updated_at = now() WHERE id = $1`,
        [me.id, nickname, b.avatar ?? '', b.gender ?? 0, (b.bio ?? '').trim(), (b.company ?? '').trim(), (b.position ?? '').trim()],
      );
      return ok(await findProfile(app.db, me.id), '保存成功');
    },
  );

  // The password too: a stolen session alone must not move the account to another phone (and with it
  // SMS login and password reset). Wrong passwords are counted as failed logins of the account.
  app.post(
    '/api/user/changemobile',
    {
      config: AUTH,
      schema: {
        summary: '更换手机号（验证码发到新手机号，需当前密码；其他设备上的登录随之失效）',
        body: ChangeMobileInput,
        answer: Profile,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const { mobile, captcha, password } = req.body;
      if (mobile === me.mobile) fail('新手机号不能与当前手机号相同');
      const account = accountKey(me, me.mobile);
      await beginLoginAttempt(app.db, req.ip, account);
      const row = await one<{ password_hash: string }>(app.db, 'SELECT password_hash FROM users WHERE id = $1', [me.id]);
      if (!(await passwordMatches(password, row?.password_hash))) fail('当前密码错误');
      await loginSucceeded(app.db, req.ip, account);
      await verifyCode(app.db, mobile, 'changemobile', captcha, true, req.ip);
      await app.db.tx(async (q) => {
        await setUnique(q, me.id, 'mobile', mobile, '该手机号已被其他账号使用');
        await revokeOtherTokens(q, me.id, req.token);
        await sendMessage(q, me.id, {
          title: '手机号已更换',
          content: `您的账号绑定的手机号已由 ${maskMobile(me.mobile)} 更换为 ${maskMobile(mobile)}，其他设备上的登录已退出。如非本人操作，请立即联系客服。`,
        });
      });
      return ok(await findProfile(app.db, me.id), '手机号已更换');
    },
  );

  // The code goes to the account's current mobile (spec: changes are confirmed by SMS).
  app.post(
    '/api/user/changeemail',
    {
      config: AUTH,
      schema: {
        summary: '更换邮箱（验证码发到当前手机号）',
        body: ChangeEmailInput,
        answer: Profile,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const email = req.body.email.trim().toLowerCase();
      const taken = await app.db.query('SELECT 1 FROM users WHERE email = $1 AND id <> $2', [email, me.id]);
      if (taken.length) fail('该邮箱已被其他账号使用');
      await verifyCode(app.db, me.mobile, 'changeemail', req.body.captcha, true, req.ip);
      await setUnique(app.db, me.id, 'email', email, '该邮箱已被其他账号使用');
      return ok(await findProfile(app.db, me.id), '邮箱已更换');
    },
  );

  app.post(
    '/api/ms.member/get_person_stat',
    { config: AUTH, schema: { summary: '我的页面的数字（订单、优惠券、未读消息）', answer: PersonStat } },
    async (req) => {
      const me = currentUser(req);
      return ok(await personStats(app.db, me.id));
    },
  );
}
