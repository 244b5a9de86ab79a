import { makeAppsFolder, type AppsFolder } from './helpers/appsDir';
import { productionEnv } from './helpers/productionEnv';
import { createTestApp, type TestApp } from './helpers/testApp';

/** Whatever else is set, a production server has no sandbox: its gateway and cashier are not there, not even as a page. */
describe('production mode serves no sandbox', () => {
  let apps: AppsFolder;
  beforeAll(() => {
    apps = makeAppsFolder();
  });
  afterAll(() => apps.remove());

  const site = (env: Record<string, string>) =>
    createTestApp({ seed: false, env, config: { serveApps: true, appsDir: apps.appsDir, uploadDir: apps.uploadDir } });
  const statuses = async (t: TestApp) =>
    Promise.all([
      t.app.inject({ method: 'GET', url: '/_sandbox/alipay/pay?out_trade_no=M1' }),
      t.app.inject({
        method: 'POST',
        url: '/_sandbox/alipay/gateway.do',
        payload: 'method=alipay.trade.query',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      t.app.inject({ method: 'GET', url: '/_sandbox/anything' }),
    ]).then((answers) => answers.map((a) => a.statusCode));

  it('answers 404 under /_sandbox/ in production, pages included', async () => {
    const t = await site(productionEnv());
    try {
      expect(t.app.config).toMatchObject({ production: true, demoData: false });
      expect(await statuses(t)).toEqual([404, 404, 404]);
      // Pages are still pages.
      expect((await t.app.inject({ method: 'GET', url: '/meeting/home/1' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('keeps the sandbox outside production', async () => {
    const t = await site({ NODE_ENV: 'development' });
    try {
      const [, gateway, unknown] = await statuses(t);
      expect(gateway).toBe(200);
      expect(unknown).toBe(404);
    } finally {
      await t.close();
    }
  }, 60_000);
});
