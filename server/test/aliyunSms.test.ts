import http from 'node:http';
import { loadConfig } from '../src/config';
import { AliyunSmsProvider } from '../src/features/account/sms/aliyun';
import { startAliyunSmsFake, type AliyunSmsFake } from './helpers/aliyunSmsFake';
import { createTestApp, postApi } from './helpers/testApp';

const KEY_ID = 'LTAI5tFakeKeyId0001';
const SECRET = 'fake-access-key-secret-0001';

describe('Aliyun SMS through its official SDK, against a local fake that checks the signature', () => {
  let fake: AliyunSmsFake;
  const settings = (secret = SECRET) => ({
    endpoint: fake.endpoint,
    accessKeyId: KEY_ID,
    accessKeySecret: secret,
    signName: '会议酒店',
    templateCode: 'SMS_460765432',
  });
  beforeEach(async () => {
    fake = await startAliyunSmsFake(KEY_ID, SECRET);
  });
  afterEach(() => fake.close());

  it('sends the code with the sign name and template to the configured endpoint, signed', async () => {
    await new AliyunSmsProvider(settings()).send('13800138000', '482916', 'register');
    expect(fake.refused).toEqual([]);
    expect(fake.sent).toEqual([
      { phoneNumbers: '13800138000', signName: '会议酒店', templateCode: 'SMS_460765432', templateParam: '{"code":"482916"}' },
    ]);
  });

  it('fails, sending nothing, when the secret is wrong (the fake refuses the signature)', async () => {
    await expect(new AliyunSmsProvider(settings('another-secret')).send('13800138000', '482916', 'register')).rejects.toThrow(
      /阿里云短信发送失败.*SignatureDoesNotMatch/,
    );
    expect(fake.refused).toEqual(['SignatureDoesNotMatch']);
    expect(fake.sent).toEqual([]);
  });

  it('refuses a request changed after it was signed', async () => {
    // Capture one signed request on its way out, then replay it with another phone number.
    const seen: { url: string; headers: http.IncomingHttpHeaders } = { url: '', headers: {} };
    const spy = http.createServer((req, res) => {
      Object.assign(seen, { url: req.url, headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"Code":"OK","Message":"OK"}');
    });
    await new Promise<void>((r) => spy.listen(0, '127.0.0.1', r));
    await new AliyunSmsProvider({ ...settings(), endpoint: `http://127.0.0.1:${(spy.address() as { port: number }).port}` }).send(
      '13800138000',
      '111111',
      'register',
    );
    spy.close();
    // Sent as captured, its Host header included (it is signed).
    const replay = (url: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(`${fake.endpoint}${url}`, { method: 'POST', headers: seen.headers, setHost: false }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await replay(seen.url.replace('13800138000', '13900139000'))).toBe(400);
    expect(fake.refused).toEqual(['SignatureDoesNotMatch']);
    // The untouched request passes once; its nonce cannot be used again.
    expect(await replay(seen.url)).toBe(200);
    expect(await replay(seen.url)).toBe(400);
    expect(fake.refused).toEqual(['SignatureDoesNotMatch', 'SignatureNonceUsed']);
    expect(fake.sent.map((s) => s.phoneNumbers)).toEqual(['13800138000']);
  });

  it('fails when Aliyun answers with a business error', async () => {
    fake.answerCode = 'isv.BUSINESS_LIMIT_CONTROL';
    await expect(new AliyunSmsProvider(settings()).send('13800138000', '482916', 'register')).rejects.toThrow('isv.BUSINESS_LIMIT_CONTROL');
  });

  it('is what the server sends codes with when SMS_PROVIDER=aliyun', async () => {
    const env = {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ENDPOINT: fake.endpoint,
      ALIYUN_SMS_ACCESS_KEY_ID: KEY_ID,
      ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
      ALIYUN_SMS_SIGN_NAME: '会议酒店',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_460765432',
    };
    expect(loadConfig(env).sms.aliyun.endpoint).toBe(fake.endpoint);
    const t = await createTestApp({ seed: false, env });
    try {
      expect(await postApi(t.app, '/api/sms/send', { mobile: '13500000077', event: 'register' })).toMatchObject({ code: 1 });
      const [row] = await t.db.query<{ code: string }>("SELECT code FROM sms_codes WHERE mobile = '13500000077'");
      expect(fake.sent).toEqual([
        expect.objectContaining({ phoneNumbers: '13500000077', templateParam: JSON.stringify({ code: row.code }) }),
      ]);
    } finally {
      await t.close();
    }
  }, 60_000);
});
