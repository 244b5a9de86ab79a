import { createTestApp, postApi, smsCodeFor, type TestApp } from './helpers/testApp';
import { MAX_WRONG_TRIES, STRANGER_WRONG_TRIES, WRONG_TRIES_PER_ADDRESS } from '../src/features/account/sms/codes';

/**
 * A stranger who knows a mobile guesses at its code from elsewhere, through any route that takes a code:
 * the owner's code survives, and many addresses together still get a bounded number of guesses.
 */
describe('SMS codes: wrong guesses from other addresses', () => {
  let t: TestApp;
  const OWNER = '10.1.1.1';
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  }, 60_000);
  afterAll(() => t.close());

  const sendFromOwner = async (mobile: string, event: string) => {
    expect((await postApi(t.app, '/api/sms/send', { mobile, event }, { ip: OWNER })).code).toBe(1);
    const code = await smsCodeFor(t.db, mobile);
    return { code, wrong: code === '000000' ? '111111' : '000000' };
  };
  const login = (mobile: string, captcha: string, ip: string) => postApi(t.app, '/api/user/mobilelogin', { mobile, captcha }, { ip });

  it("does not let five wrong logins from one address burn the owner's code", async () => {
    const mobile = '13500009991';
    const { code, wrong } = await sendFromOwner(mobile, 'mobilelogin');
    const answers: string[] = [];
    for (let i = 0; i < MAX_WRONG_TRIES; i += 1) answers.push((await login(mobile, wrong, '10.9.9.9')).msg);
    expect(answers).toEqual([
      '验证码错误，还可尝试1次',
      ...Array(MAX_WRONG_TRIES - 1).fill('当前网络验证码错误次数过多，请重新获取验证码或更换网络后再试'),
    ]);
    // Refused without being checked: the right code from that address does not get in either.
    expect((await login(mobile, code, '10.9.9.9')).code).toBe(0);
    expect(await login(mobile, code, OWNER)).toMatchObject({ code: 1 });
  });

  it("holds for the other routes too: a stranger's wrong checks and resets leave the code to its owner", async () => {
    const mobile = '13500009992';
    const { code, wrong } = await sendFromOwner(mobile, 'resetpwd');
    for (let i = 0; i < 3; i += 1)
      await postApi(t.app, '/api/sms/check', { mobile, event: 'resetpwd', captcha: wrong }, { ip: '10.9.9.8' });
    for (let i = 0; i < 3; i += 1)
      await postApi(t.app, '/api/user/resetpwd', { mobile, captcha: wrong, newpassword: 'Abc12345' }, { ip: '10.9.9.8' });
    expect(await postApi(t.app, '/api/sms/check', { mobile, event: 'resetpwd', captcha: code }, { ip: OWNER })).toMatchObject({ code: 1 });
  });

  it("bounds guessing from many addresses: after the strangers' share the code answers its owner only", async () => {
    const mobile = '13500009993';
    const { code, wrong } = await sendFromOwner(mobile, 'mobilelogin');
    let counted = 0;
    for (let host = 1; host <= STRANGER_WRONG_TRIES; host += 1) {
      for (let i = 0; i < WRONG_TRIES_PER_ADDRESS + 1; i += 1) {
        const r = await login(mobile, wrong, `10.8.0.${host}`);
        if (r.msg.startsWith('验证码错误，')) counted += 1;
      }
    }
    // Each answered wrong guess was a real check; past the share the rest were refused unchecked.
    expect(counted).toBeLessThanOrEqual(STRANGER_WRONG_TRIES);
    const [row] = await t.db.query<{ stranger_attempts: number; consumed: boolean }>(
      'SELECT stranger_attempts, consumed_at IS NOT NULL AS consumed FROM sms_codes WHERE mobile = $1',
      [mobile],
    );
    expect(row).toEqual({ stranger_attempts: STRANGER_WRONG_TRIES, consumed: false });
    // A fresh address with the right code is refused now: guessing more cannot help.
    expect((await login(mobile, code, '10.7.7.7')).code).toBe(0);
    expect(await login(mobile, code, OWNER)).toMatchObject({ code: 1 });
  });

  it("still burns the code after the owner's own wrong tries", async () => {
    const mobile = '13500009994';
    const { code, wrong } = await sendFromOwner(mobile, 'mobilelogin');
    for (let i = 1; i < MAX_WRONG_TRIES; i += 1)
      expect((await login(mobile, wrong, OWNER)).msg).toBe(`验证码错误，还可尝试${MAX_WRONG_TRIES - i}次`);
    expect((await login(mobile, wrong, OWNER)).msg).toBe('验证码错误次数过多，请重新获取');
    expect((await login(mobile, code, OWNER)).code).toBe(0);
  });
});
