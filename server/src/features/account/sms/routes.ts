import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../../http/auth';
import { fail, ok } from '../../../http/envelope';
import { CAPTCHA, MOBILE } from '../common/rules';
import { hit, waitText, type Limit } from '../common/rateLimit';
import { findByMobile } from '../common/users';
import { createCode, dropCode, verifyCode } from './codes';
import { SMS_EVENTS, type SmsEvent } from './events';
import type { SmsProvider } from './provider';

/** Against SMS bombing with many numbers from one address. */
export const SMS_PER_IP: Limit = { bucket: 'sms:ip', max: 30, windowSec: 3600 };

const EVENT = { type: 'string', title: '事件', enum: [...SMS_EVENTS] } as const;

/** Who may ask for a code for this event: e.g. a register code only for a mobile not yet registered. */
async function assertMaySend(app: FastifyInstance, req: FastifyRequest, mobile: string, event: SmsEvent): Promise<void> {
  const registered = !!(await findByMobile(app.db, mobile));
  switch (event) {
    case 'register':
      if (registered) fail('该手机号已注册，请直接登录');
      break;
    case 'resetpwd':
      if (!registered) fail('该手机号未注册');
      break;
    case 'changemobile':
      currentUser(req);
      if (registered) fail('该手机号已被其他账号使用');
      break;
    case 'changeemail':
      // The code proves the caller still holds the account's own phone.
      if (currentUser(req).mobile !== mobile) fail('请使用当前绑定的手机号获取验证码');
      break;
    case 'mobilelogin':
      // An unknown mobile gets an account on its first SMS login.
      break;
  }
}

export function smsRoutes(app: FastifyInstance, provider: SmsProvider): void {
  app.post<{ Body: { mobile: string; event: SmsEvent } }>(
    '/api/sms/send',
    { schema: { body: { type: 'object', required: ['mobile', 'event'], properties: { mobile: MOBILE, event: EVENT } } } },
    async (req) => {
      const { mobile, event } = req.body;
      await assertMaySend(app, req, mobile, event);
      const perIp = await hit(app.db, SMS_PER_IP, req.ip);
      if (perIp.exceeded) fail(`获取验证码过于频繁，请${waitText(perIp.retryAfter)}后再试`);
      const { id, code } = await createCode(app.db, mobile, event, req.ip);
      try {
        await provider.send(mobile, code, event);
      } catch (error) {
        req.log.error({ err: error, mobile }, 'sms send failed');
        await dropCode(app.db, id);
        fail('短信发送失败，请稍后重试');
      }
      return ok(null, '验证码已发送');
    },
  );

  app.post<{ Body: { mobile: string; event: SmsEvent; captcha: string } }>(
    '/api/sms/check',
    { schema: { body: { type: 'object', required: ['mobile', 'event', 'captcha'], properties: { mobile: MOBILE, event: EVENT, captcha: CAPTCHA } } } },
    async (req) => {
      const { mobile, event, captcha } = req.body;
      await verifyCode(app.db, mobile, event, captcha, false);
      return ok(null, '验证码正确');
    },
  );
}
