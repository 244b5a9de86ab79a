import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SmsCheckInput, SmsSendInput, type SmsEvent } from '@conf/contract';
import { currentUser } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { enforce, undoHit, type Limit } from '../common/rateLimit';
import { createCode, dropCode, verifyCode } from './codes';
import type { SmsProvider } from './provider';

/** Against SMS bombing with many numbers from one address. */
export const SMS_PER_IP: Limit = { bucket: 'sms:ip', max: 30, windowSec: 3600 };
/**
 * Wrong codes checked from one address (any mobile): verifyCode bounds the guesses at one code, this
 * bounds one address guessing across many mobiles. Right ones are taken back and do not count.
 */
export const SMS_CHECK_PER_IP: Limit = { bucket: 'sms:check:ip', max: 10, windowSec: 3600 };

/**
 * Who may ask for a code for this event. Register, password reset and a new mobile get a code whether
 * the mobile is registered or not (the same answer for both, so nobody learns which mobiles exist);
 * whether it is comes out only once the right code is given (register, resetpwd, changemobile say it then).
 */
function assertMaySend(req: FastifyRequest, mobile: string, event: SmsEvent): void {
  if (event === 'changemobile') currentUser(req);
  // The code proves the caller still holds the account's own phone.
  if ((event === 'changeemail' || event === 'unbindwechat') && currentUser(req).mobile !== mobile) fail('请使用当前绑定的手机号获取验证码');
}

export function smsRoutes(server: FastifyInstance, provider: SmsProvider): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/sms/send',
    {
      schema: {
        summary: '发送短信验证码（同一手机号60秒一次、每天10次，其中同一地址至多3次；同一地址每小时30次）',
        body: SmsSendInput,
        answer: Type.Null(),
      },
    },
    async (req) => {
      const { mobile, event } = req.body;
      assertMaySend(req, mobile, event);
      await enforce(app.db, SMS_PER_IP, req.ip, (wait) => `获取验证码过于频繁，请${wait}后再试`);
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

  app.post(
    '/api/sms/check',
    {
      schema: {
        summary: '校验短信验证码（不消耗验证码；同一地址每小时至多错10次）',
        body: SmsCheckInput,
        answer: Type.Null(),
      },
    },
    async (req) => {
      const { mobile, event, captcha } = req.body;
      // Counted before the check, so parallel guesses cannot slip past the limit; refused ones cost the code nothing.
      await enforce(app.db, SMS_CHECK_PER_IP, req.ip, (wait) => `验证码错误次数过多，请${wait}后再试`);
      await verifyCode(app.db, mobile, event, captcha, false, req.ip);
      await undoHit(app.db, SMS_CHECK_PER_IP, req.ip);
      return ok(null, '验证码正确');
    },
  );
}
