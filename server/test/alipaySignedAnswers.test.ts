import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db';
import { alipayFor } from '../src/features/orders/payments/alipay/client';
import { signedAnswer } from '../src/features/orders/payments/alipay/sandbox/signing';

const pem = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};

/*
 * Live mode against a gateway of the test's own that answers as Alipay does, or as an impostor would:
 * an answer to query, refund or close is believed only with Alipay's signature over it.
 */
describe("Alipay's answers are trusted only when signed with Alipay's key", () => {
  const merchant = pem();
  const alipay = pem();
  const impostor = pem();
  let how: 'signed' | 'unsigned' | 'impostor' | 'altered' = 'signed';
  let server: Server;
  let gateway: string;

  const ANSWERS: Record<string, Record<string, unknown>> = {
    'alipay.trade.query': {
      code: '10000',
      msg: 'Success',
      out_trade_no: 'M1',
      trade_no: '2026',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '300.00',
    },
    'alipay.trade.refund': { code: '10000', msg: 'Success', out_trade_no: 'M1', trade_no: '2026', fund_change: 'Y', refund_fee: '300.00' },
    'alipay.trade.close': { code: '10000', msg: 'Success', out_trade_no: 'M1', trade_no: '2026' },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const method = new URL(req.url ?? '/', 'http://x').searchParams.get('method') ?? '';
      const answer = ANSWERS[method];
      const key = `${method.replaceAll('.', '_')}_response`;
      const body =
        how === 'unsigned'
          ? JSON.stringify({ [key]: answer })
          : how === 'altered'
            ? signedAnswer(method, answer, alipay.privateKey).replace('"trade_no":"2026"', '"trade_no":"2027"')
            : signedAnswer(method, answer, (how === 'signed' ? alipay : impostor).privateKey);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** A live client (merchant keys); the database is not used in live mode, each object is its own client. */
  const live = (publicKey: string) => {
    const config = loadConfig({
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: merchant.privateKey,
      ALIPAY_PUBLIC_KEY: alipay.publicKey,
      ALIPAY_GATEWAY: gateway,
    });
    // The start refuses live keys without the public key (config.test); the client refuses too, whoever builds its config.
    return alipayFor({} as Db, { ...config, alipay: { ...config.alipay, alipayPublicKey: publicKey } });
  };

  it('believes a signed answer, and refuses an unsigned, foreign-signed or altered one to query, refund and close', async () => {
    const client = await live(alipay.publicKey);
    how = 'signed';
    expect(await client.query('M1')).toMatchObject({ status: 'TRADE_SUCCESS', amountFen: 30000 });
    await expect(client.refund('M1', 30000, 'M1R1', '测试')).resolves.toBeUndefined();
    expect(await client.close('M1')).toMatchObject({ status: 'TRADE_CLOSED' });
    for (const bad of ['unsigned', 'impostor', 'altered'] as const) {
      how = bad;
      // Without a sign node:crypto itself refuses to verify; a wrong one fails alipay-sdk's check.
      const refusal = bad === 'unsigned' ? /signature/ : /验签失败/;
      await expect(client.query('M1')).rejects.toThrow(refusal);
      await expect(client.refund('M1', 30000, 'M1R1', '测试')).rejects.toThrow(refusal);
      await expect(client.close('M1')).rejects.toThrow(refusal);
    }
  });

  it('does not make a live client without Alipay public key (alipay-sdk would skip checking the answers), nor start without it', async () => {
    how = 'unsigned';
    await expect(live('')).rejects.toThrow('缺少支付宝公钥');
    expect(() =>
      loadConfig({ ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY: merchant.privateKey, ALIPAY_GATEWAY: gateway }),
    ).toThrow(/ALIPAY_PUBLIC_KEY/);
  });
});
