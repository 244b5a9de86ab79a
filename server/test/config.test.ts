import { ConfigError, loadConfig } from '../src/config';
import { productionEnv } from './helpers/productionEnv';

/** The problems loadConfig names for `env`, or [] when it accepts it. */
function problems(env: Record<string, string>, options?: { forCluster: boolean }): string[] {
  try {
    loadConfig(env, options);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('configuration schema', () => {
  it('takes the defaults from an empty environment: development, sandbox, demo data and the demo seller', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 8080,
      demoData: true,
      voucherReviewHours: 48,
      alipay: { appId: '', sellerId: '' },
      sms: { provider: 'console' },
      metrics: { token: '', port: 0 },
      invoice: { seller: { name: '杭州会务通信息技术有限公司' } },
    });
  });

  it('reads the new settings', () => {
    const config = loadConfig({ VOUCHER_REVIEW_HOURS: '24', ALIPAY_SELLER_ID: '2088101122136241', METRICS_PORT: '9464', DEMO_DATA: 'off' });
    expect(config).toMatchObject({
      voucherReviewHours: 24,
      alipay: { sellerId: '2088101122136241' },
      metrics: { port: 9464 },
      demoData: false,
    });
  });

  it('refuses numbers that are not numbers or out of range, naming each, instead of clamping them', () => {
    const found = problems({
      PORT: 'abc',
      DATABASE_POOL_SIZE: '0',
      ORDER_EXPIRE_SECONDS: '10',
      JOB_TICK_MS: '1e3',
      VOUCHER_REVIEW_HOURS: 'two days',
    });
    expect(found.sort()).toEqual([
      'DATABASE_POOL_SIZE=0：应为 1 到 500 之间的整数',
      'JOB_TICK_MS=1e3：应为 100 到 3600000 之间的整数',
      'ORDER_EXPIRE_SECONDS=10：应为 60 到 86400 之间的整数',
      'PORT=abc：应为 0 到 65535 之间的整数',
      'VOUCHER_REVIEW_HOURS=two days：应为 1 到 720 之间的整数',
    ]);
  });

  it('refuses unknown modes and values', () => {
    expect(problems({ NODE_ENV: 'prod' })).toEqual(['NODE_ENV=prod：可选值为 development、production、test']);
    expect(problems({ APP_ENV: 'live' })).toEqual(['APP_ENV=live：可选值为 development、production、test']);
    expect(problems({ SMS_PROVIDER: 'tencent' })).toEqual(['SMS_PROVIDER=tencent：可选值为 console、aliyun']);
    expect(problems({ DEMO_DATA: 'no' })).toEqual(['DEMO_DATA=no：可选值为 on、off、true、false']);
    expect(problems({ SERVE_APPS: '0' })).toEqual(['SERVE_APPS=0：可选值为 true、false']);
    expect(problems({ LOG_LEVEL: 'verbose' })).toHaveLength(1);
    expect(problems({ TRUST_PROXY: 'yes' })).toEqual([expect.stringMatching(/^TRUST_PROXY=yes：/)]);
    expect(problems({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' })).toEqual([]);
    expect(problems({ INVOICE_TAX_RATES: 'meeting:six' })).toEqual([
      expect.stringMatching(/^INVOICE_TAX_RATES=meeting:six：“meeting:six”/),
    ]);
    expect(problems({ DATABASE_URL: 'mysql://x' })).toHaveLength(1);
    expect(problems({ PUBLIC_BASE_URL: 'meeting.example.com' })).toHaveLength(1);
  });

  it('refuses half-set key pairs: live Alipay without its private or public key, an SMS key without its secret', () => {
    const { ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY } = productionEnv();
    expect(problems({ ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY })).toEqual([
      'ALIPAY_PUBLIC_KEY：未设置（支付宝正式环境需要 ALIPAY_APP_ID、ALIPAY_PRIVATE_KEY、ALIPAY_PUBLIC_KEY 一起设置）',
    ]);
    expect(problems({ ALIPAY_APP_ID: '2021000000000001' })).toHaveLength(2);
    expect(problems({ ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY })).toEqual([expect.stringMatching(/^ALIPAY_APP_ID：未设置/)]);
    expect(problems({ ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI' })).toEqual([expect.stringMatching(/^ALIYUN_SMS_ACCESS_KEY_SECRET：未设置/)]);
    expect(problems({ SMS_PROVIDER: 'aliyun' })).toHaveLength(4);
    expect(problems({ INVOICE_SELLER_NAME: '某公司' })).toHaveLength(5);
    expect(problems({ ALIPAY_SELLER_ID: '12345' })).toEqual([expect.stringMatching(/^ALIPAY_SELLER_ID=12345：/)]);
    expect(problems({ METRICS_TOKEN: 'short' })).toHaveLength(1);
    expect(problems({ PORT: '9000', METRICS_PORT: '9000' })).toEqual(['METRICS_PORT=9000：不能与 PORT 相同']);
  });

  it('refuses Alipay keys that are not RSA keys now, not at the first payment, and never prints a secret', () => {
    const env = productionEnv();
    const bare = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
    expect(problems({ ...env, ALIPAY_PRIVATE_KEY: bare(env.ALIPAY_PRIVATE_KEY), ALIPAY_PUBLIC_KEY: bare(env.ALIPAY_PUBLIC_KEY) })).toEqual(
      [],
    );
    const found = problems({
      ...env,
      ALIPAY_PRIVATE_KEY: 'MIIEvQsecretsecretsecret',
      ALIPAY_PUBLIC_KEY: env.ALIPAY_PRIVATE_KEY,
      METRICS_TOKEN: 'tooshortsecret',
      DATABASE_URL: 'mysql://u:pw@db/x',
    });
    expect(found).toEqual([
      'DATABASE_URL：应为 postgres:// 开头的连接地址（不设则用内嵌 PGlite）',
      'METRICS_TOKEN：至少 16 个字符',
      'ALIPAY_PRIVATE_KEY：不是有效的 RSA 私钥（PKCS8）：应为 PEM 文本、Base64 或 PEM 文件的路径',
      'ALIPAY_PUBLIC_KEY：不是有效的 RSA 公钥：应为 PEM 文本、Base64 或 PEM 文件的路径',
    ]);
    expect(found.join('\n')).not.toMatch(/secret|pw@|PRIVATE KEY-/);
  });

  it('refuses a host, an upload address or cluster ports that cannot work, naming each', () => {
    expect(problems({ HOST: 'local host' })).toEqual(['HOST=local host：应为 IP 地址（如 0.0.0.0）或主机名']);
    expect(problems({ HOST: '0.0.0.0' })).toEqual([]);
    expect(problems({ HOST: 'app-1.internal' })).toEqual([]);
    expect(problems({ UPLOAD_BASE_URL: 'uploads' })).toEqual(['UPLOAD_BASE_URL=uploads：应为以 / 开头的路径或 http(s):// 开头的地址']);
    expect(problems({ UPLOAD_BASE_URL: '//cdn.example.com/u' })).toHaveLength(1);
    expect(loadConfig({ UPLOAD_BASE_URL: 'https://cdn.example.com/u' }).uploadBaseUrl).toBe('https://cdn.example.com/u');
    // The cluster's default base port (PORT + 100) past the last port is named, not handed to the instances.
    const clusterProblems = (env: Record<string, string>) => problems(env, { forCluster: true });
    expect(clusterProblems({ PORT: '65500' })).toEqual([expect.stringMatching(/^CLUSTER_BASE_PORT：实例端口 65600 到 65601 超出 65535/)]);
    expect(clusterProblems({ CLUSTER_BASE_PORT: '65535', CLUSTER_SIZE: '3' })).toEqual([
      expect.stringMatching(/^CLUSTER_BASE_PORT=65535：实例端口 65535 到 65537/),
    ]);
    expect(loadConfig({ PORT: '65500', CLUSTER_BASE_PORT: '9100' }, { forCluster: true }).cluster).toEqual({ size: 2, basePort: 9100 });
    // A single server does not use the cluster's ports.
    expect(problems({ PORT: '65500' })).toEqual([]);
  });

  it('names every bad setting in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', NODE_ENV: 'prod' })).toThrow(
      /配置有误，服务不启动：\n {2}- NODE_ENV=prod：.*\n {2}- PORT=abc：/s,
    );
  });

  it('refuses a private upload folder inside the public one (or the other way round): everything there is served to anyone', () => {
    expect(() => loadConfig({ DATA_DIR: '/srv/conf', UPLOAD_DIR: '/srv/conf' })).toThrow(/PRIVATE_UPLOAD_DIR/);
    expect(() => loadConfig({ UPLOAD_DIR: '/srv/files/public', PRIVATE_UPLOAD_DIR: '/srv/files/public/private' })).toThrow(
      /PRIVATE_UPLOAD_DIR/,
    );
    expect(() => loadConfig({ UPLOAD_DIR: '/srv/files/public/a', PRIVATE_UPLOAD_DIR: '/srv/files/public' })).toThrow(/PRIVATE_UPLOAD_DIR/);
    expect(loadConfig({ DATA_DIR: '/srv/conf' })).toMatchObject({
      uploadDir: '/srv/conf/uploads',
      privateUploadDir: '/srv/conf/private-uploads',
    });
  });
});

describe('production mode', () => {
  it('starts with everything set: live Alipay, the real seller, Aliyun SMS, no demo data', () => {
    const config = loadConfig(productionEnv());
    expect(config).toMatchObject({
      production: true,
      demoData: false,
      sms: { provider: 'aliyun' },
      alipay: { appId: '2021000000000001' },
      invoice: { seller: { taxNo: '91330100799655058B' } },
    });
    expect(loadConfig({ ...productionEnv(), NODE_ENV: '', APP_ENV: 'production' }).production).toBe(true);
  });

  it('names each missing setting when nothing is set', () => {
    const found = problems({ NODE_ENV: 'production' });
    for (const name of [
      'ALIPAY_APP_ID',
      'ALIPAY_PRIVATE_KEY',
      'ALIPAY_PUBLIC_KEY',
      'PUBLIC_BASE_URL',
      'INVOICE_SELLER_NAME',
      'INVOICE_SELLER_TAX_NO',
      'INVOICE_SELLER_ADDRESS',
      'INVOICE_SELLER_PHONE',
      'INVOICE_SELLER_BANK',
      'INVOICE_SELLER_ACCOUNT',
      'SMS_PROVIDER',
    ]) {
      expect(found).toContainEqual(expect.stringMatching(new RegExp(`^${name}[=：]`)));
    }
  });

  it('names a missing setting once', () => {
    const env = productionEnv();
    delete env.ALIPAY_PUBLIC_KEY;
    delete env.INVOICE_SELLER_BANK;
    expect(problems(env)).toEqual([
      'ALIPAY_PUBLIC_KEY：未设置（生产模式只接受真实的支付宝商户密钥，不提供沙箱）',
      'INVOICE_SELLER_BANK：未设置（生产模式的发票须写明真实的销售方）',
    ]);
  });

  it.each([
    'ALIPAY_APP_ID',
    'ALIPAY_PRIVATE_KEY',
    'ALIPAY_PUBLIC_KEY',
    'PUBLIC_BASE_URL',
    'INVOICE_SELLER_NAME',
    'INVOICE_SELLER_TAX_NO',
    'INVOICE_SELLER_ADDRESS',
    'INVOICE_SELLER_PHONE',
    'INVOICE_SELLER_BANK',
    'INVOICE_SELLER_ACCOUNT',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ])('refuses to start without %s', (name) => {
    const env = productionEnv();
    delete env[name];
    expect(problems(env)).toContainEqual(expect.stringMatching(new RegExp(`^${name}：未设置`)));
  });

  it('refuses what would make it unsafe, whatever else is set', () => {
    const refused = (change: Record<string, string>, name: string) =>
      expect(problems({ ...productionEnv(), ...change })).toEqual([expect.stringMatching(new RegExp(`^${name}=`))]);
    refused({ PUBLIC_BASE_URL: 'http://meeting.example.com' }, 'PUBLIC_BASE_URL');
    refused({ INVOICE_SELLER_TAX_NO: '91330100799655058C' }, 'INVOICE_SELLER_TAX_NO');
    refused({ SMS_PROVIDER: 'console' }, 'SMS_PROVIDER');
    refused({ DEMO_DATA: 'on' }, 'DEMO_DATA');
    refused({ ALIPAY_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do' }, 'ALIPAY_GATEWAY');
    refused({ ALIPAY_GATEWAY: 'http://127.0.0.1:8080/_sandbox/alipay/gateway.do' }, 'ALIPAY_GATEWAY');
    refused({ ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9000' }, 'ALIYUN_SMS_ENDPOINT');
    expect(loadConfig({ ...productionEnv(), DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('refuses the demo seller in production, by name or tax number', () => {
    expect(problems({ ...productionEnv(), INVOICE_SELLER_NAME: '杭州会务通信息技术有限公司' })).toEqual([
      'INVOICE_SELLER_NAME=杭州会务通信息技术有限公司：这是演示用的销售方，生产模式须写明真实的销售方',
    ]);
    expect(problems({ ...productionEnv(), INVOICE_SELLER_TAX_NO: '91330106MA27Y8K1XA' })).toEqual([
      'INVOICE_SELLER_TAX_NO=91330106MA27Y8K1XA：这是演示用的税号，生产模式须写明真实的销售方',
    ]);
  });

  it('keeps the sandbox and the demo seller as the defaults outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', SMS_PROVIDER: 'console' })).toMatchObject({
      production: false,
      alipay: { appId: '' },
      invoice: { seller: { taxNo: '91330106MA27Y8K1XA' } },
    });
  });
});
