import { createPrivateKey, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { creditCodeProblem } from '@conf/contract';
import { ConfigError, EnvReader } from './configReader';

export { ConfigError };

/** Repository root: the server serves the apps' builds from beside it. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface ServerConfig {
  /**
   * NODE_ENV or APP_ENV = production: live Alipay, a real SMS provider and the real invoice seller are
   * required, and nothing of the sandbox or the demo is served (see productionProblems).
   */
  production: boolean;
  port: number;
  host: string;
  /** postgres://... to use a PostgreSQL server; empty for embedded PGlite. */
  databaseUrl: string;
  /**
   * Connections each instance may open to the PostgreSQL server (DATABASE_POOL_SIZE, default 10). More
   * lets more requests run at once, but on a small server they only compete for its cores (measured in
   * bench/README.md); instances × this must stay under the server's max_connections.
   */
  databasePoolSize: number;
  /** Where PGlite keeps its data and uploads are stored. */
  dataDir: string;
  /** Serve the built shell and remotes (false: API only). */
  serveApps: boolean;
  /** Where the builds are: shell/dist and each remote's <dir>/dist (the repository; tests use a folder of their own). */
  appsDir: string;
  /** A JSON file mapping remote name -> remoteEntry.js URL; read on every request, so editing it redeploys. */
  remotesConfigFile: string;
  uploadDir: string;
  /** Vouchers and form pictures (PRIVATE_UPLOAD_DIR): outside uploadDir, never served as a plain file. */
  privateUploadDir: string;
  /** Public URL prefix of uploaded files. */
  uploadBaseUrl: string;
  logLevel: string;
  demoData: boolean;
  /**
   * Which X-Forwarded-For hops to believe (Fastify's trustProxy): false, a function trusting the
   * nearest proxies, or their addresses. Believing more hops than there are proxies lets clients pick their address.
   */
  trustProxy: false | string | ((address: string, hop: number) => boolean);
  /** How often the job runner looks for due jobs (JOB_TICK_MS, default 1000). */
  jobTickMs: number;
  /** How long an unpaid order holds its seats or nights (ORDER_EXPIRE_SECONDS, default 1800). */
  orderExpireSeconds: number;
  /** How long a transfer voucher may wait for review before its order is closed (VOUCHER_REVIEW_HOURS, default 48). */
  voucherReviewHours: number;
  /**
   * Where the site is reached from outside, e.g. https://meeting.example.com (PUBLIC_BASE_URL): Alipay's
   * return and notify addresses. Empty: the address of the request (pages) and this server (notify).
   */
  publicBaseUrl: string;
  alipay: AlipayConfig;
  wechat: WechatConfig;
  invoice: InvoiceConfig;
  sms: SmsConfig;
  metrics: MetricsConfig;
  /** `npm run cluster`: CLUSTER_SIZE instances on ports from CLUSTER_BASE_PORT (default PORT + 100). */
  cluster: { size: number; basePort: number };
}

/** SMS_PROVIDER=aliyun sends through Aliyun's SMS service (dysmsapi) with these; console writes codes to the log. */
export interface SmsConfig {
  provider: 'console' | 'aliyun';
  /** SMS_LOG_FILE: the console provider appends each code here too (the end-to-end tests read it). */
  logFile: string;
  aliyun: { endpoint: string; accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string };
}

/**
 * /metrics: METRICS_PORT serves it on a port of its own (no token), METRICS_TOKEN on the main port with
 * `Authorization: Bearer`. In production, neither set means no metrics; outside it, the main port answers
 * requests from this machine without a token.
 */
export interface MetricsConfig {
  token: string;
  port: number;
}

/** Who issues invoices and at which tax rate (percent) per kind of order. */
export interface InvoiceConfig {
  taxRates: { meeting: number; hotel: number };
  seller: { name: string; taxNo: string; address: string; phone: string; bank: string; account: string };
}

/** INVOICE_TAX_RATES="meeting:6,hotel:6": percent per kind of order (default 6, 现代服务业 and 住宿服务). */
function readTaxRates(read: EnvReader): InvoiceConfig['taxRates'] {
  const rates = { meeting: 6, hotel: 6 };
  for (const part of read
    .raw('INVOICE_TAX_RATES')
    .split(',')
    .filter((p) => p.trim())) {
    const [kind, rate] = part.split(':').map((s) => s.trim());
    if ((kind === 'meeting' || kind === 'hotel') && /^\d{1,2}$/.test(rate ?? '')) rates[kind] = Number(rate);
    else read.problem('INVOICE_TAX_RATES', `“${part}”应为 meeting:税率 或 hotel:税率（0 到 99 的整数百分比），以逗号分隔`);
  }
  return rates;
}

/** Merchant keys of Alipay; without ALIPAY_APP_ID the server's own sandbox gateway takes Alipay's place. */
export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string;
  /** ALIPAY_SELLER_ID: the merchant's Alipay user id (2088...); notifications for another seller are refused. */
  sellerId: string;
}

/**
 * WeChat's official account (OAuth 2.0 sign-in and JS-SDK). Without WECHAT_APP_ID the server's own sandbox
 * (/_sandbox/wechat) answers in its place; in production WeChat sign-in is offered only when the app id and
 * secret are set, and no sandbox is served.
 */
export interface WechatConfig {
  appId: string;
  appSecret: string;
  /** The open platform's website app (WECHAT_WEB_APP_ID/SECRET) for QR login on desktops; without it, no QR login. */
  webAppId: string;
  webAppSecret: string;
  /** Where the browser is sent to consent (WECHAT_OPEN_BASE_URL): open.weixin.qq.com. */
  openBaseUrl: string;
  /** Where this server exchanges codes and fetches tokens (WECHAT_API_BASE_URL): api.weixin.qq.com. */
  apiBaseUrl: string;
}

const WECHAT = ['WECHAT_APP_ID', 'WECHAT_APP_SECRET'];
const WECHAT_WEB = ['WECHAT_WEB_APP_ID', 'WECHAT_WEB_APP_SECRET'];

function keyFrom(value: string | undefined): string {
  if (!value) return '';
  // A path to a PEM file, or the key itself (PEM or bare base64).
  return !value.includes('\n') && fs.existsSync(value) ? fs.readFileSync(value, 'utf8') : value.replace(/\\n/g, '\n');
}

/**
 * An Alipay key as the SDK takes it (PEM, or bare base64 that it wraps), refused now if it is not an RSA key rather
 * than at the first payment.
 */
function readKey(read: EnvReader, name: string, kind: 'private' | 'public'): string {
  const key = keyFrom(read.raw(name));
  if (!key) return key;
  const label = kind === 'private' ? 'PRIVATE KEY' : 'PUBLIC KEY';
  const pem = key.includes('-----BEGIN') ? key : `-----BEGIN ${label}-----\n${key.replace(/\s+/g, '')}\n-----END ${label}-----`;
  try {
    const parsed = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
    // createPublicKey also takes a private key (and derives its public half): Alipay's key is never one.
    if (parsed.asymmetricKeyType !== 'rsa' || (kind === 'public' && pem.includes('PRIVATE KEY')))
      throw new Error('not an RSA key of this kind');
  } catch {
    read.problem(name, `不是有效的 RSA ${kind === 'private' ? '私钥（PKCS8）' : '公钥'}：应为 PEM 文本、Base64 或 PEM 文件的路径`, true);
  }
  return key;
}

/**
 * TRUST_PROXY: `true` means one reverse proxy that every request passes through, so the client's
 * address is the one that proxy appended (the last in X-Forwarded-For), not whatever the client wrote
 * in front of it (Fastify's own `true` would believe the first); a number N means N proxies in a row;
 * anything else is a comma-separated list of the proxies' addresses or CIDR ranges (the strictest).
 */
function readTrustProxy(read: EnvReader): ServerConfig['trustProxy'] {
  const value = read.raw('TRUST_PROXY').trim();
  if (!value || value === 'false') return false;
  const hops = value === 'true' ? 1 : /^\d+$/.test(value) ? Number(value) : undefined;
  if (hops !== undefined) return (_address, hop) => hop < hops;
  const isAddressOrRange = (entry: string) => {
    const [address, bits, ...rest] = entry.split('/');
    const family = net.isIP(address);
    return family !== 0 && !rest.length && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)));
  };
  if (!value.split(',').every((entry) => isAddressOrRange(entry.trim()))) {
    read.problem('TRUST_PROXY', '应为 true、false、代理层数，或以逗号分隔的代理地址/网段（如 10.0.0.0/8）');
    return false;
  }
  return value;
}

const MODES = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const SELLER = [
  'INVOICE_SELLER_NAME',
  'INVOICE_SELLER_TAX_NO',
  'INVOICE_SELLER_ADDRESS',
  'INVOICE_SELLER_PHONE',
  'INVOICE_SELLER_BANK',
  'INVOICE_SELLER_ACCOUNT',
];
const ALIPAY = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'];
const ALIYUN_SMS = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'];
const DEFAULT_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
/** Outside production a demo company issues the invoices, so a fresh checkout can try the whole flow; never in production. */
const DEMO_SELLER: InvoiceConfig['seller'] = {
  name: '杭州会务通信息技术有限公司',
  taxNo: '91330106MA27Y8K1XA',
  address: '浙江省杭州市西湖区文三路 478 号',
  phone: '0571-88880000',
  bank: '中国工商银行杭州文三支行',
  account: '1202 0210 0910 0000 001',
};

/** The invoice seller: production has no default (productionProblems requires each setting). */
function readSeller(read: EnvReader, production: boolean): InvoiceConfig['seller'] {
  const fallback = production ? { name: '', taxNo: '', address: '', phone: '', bank: '', account: '' } : DEMO_SELLER;
  return {
    name: read.text('INVOICE_SELLER_NAME', fallback.name),
    taxNo: read.text('INVOICE_SELLER_TAX_NO', fallback.taxNo),
    address: read.text('INVOICE_SELLER_ADDRESS', fallback.address),
    phone: read.text('INVOICE_SELLER_PHONE', fallback.phone),
    bank: read.text('INVOICE_SELLER_BANK', fallback.bank),
    account: read.text('INVOICE_SELLER_ACCOUNT', fallback.account),
  };
}

/** HOST: an IP address or a host name to listen on. */
function readHost(read: EnvReader): string {
  const host = read.text('HOST', '127.0.0.1');
  if (!net.isIP(host) && !/^[A-Za-z0-9]([A-Za-z0-9-]{0,62})(\.[A-Za-z0-9]([A-Za-z0-9-]{0,62}))*$/.test(host))
    read.problem('HOST', '应为 IP 地址（如 0.0.0.0）或主机名');
  return host;
}

/** UPLOAD_BASE_URL: a path of this site (/uploads) or another origin's address (a CDN). */
function readUploadBaseUrl(read: EnvReader): string {
  const value = read.text('UPLOAD_BASE_URL', '/uploads');
  if (!/^\/(?!\/)\S*$/.test(value) && !/^https?:\/\/[^/\s]+\S*$/.test(value))
    read.problem('UPLOAD_BASE_URL', '应为以 / 开头的路径或 http(s):// 开头的地址');
  return value;
}

/**
 * `npm run cluster` (`forCluster`): every instance's port (CLUSTER_BASE_PORT, default PORT + 100, one more per
 * instance) must exist. A single server does not use them, so PORT=65500 alone still starts it.
 */
function readCluster(read: EnvReader, port: number, forCluster: boolean): ServerConfig['cluster'] {
  const size = read.integer('CLUSTER_SIZE', 2, 1, 16);
  const basePort = read.integer('CLUSTER_BASE_PORT', port + 100, 1, 65535);
  if (forCluster && basePort + size - 1 > 65535) {
    read.problem('CLUSTER_BASE_PORT', `实例端口 ${basePort} 到 ${basePort + size - 1} 超出 65535（不设时为 PORT + 100），请设一个更小的值`);
  }
  return { size, basePort };
}

function readUrl(read: EnvReader, name: string, fallback: string): string {
  const value = read.text(name, fallback).replace(/\/+$/, '');
  if (value && !/^https?:\/\/[^/\s]+/.test(value)) read.problem(name, '应为以 http:// 或 https:// 开头的地址');
  return value;
}

/** on/off (true/false also read as such), default `fallback`. */
function readSwitch(read: EnvReader, name: string, fallback: boolean): boolean {
  const value = read.choice(name, ['on', 'off', 'true', 'false'], fallback ? 'on' : 'off');
  return value === 'on' || value === 'true';
}

/**
 * What production mode cannot run without, and what it refuses whatever else is set: real money goes
 * only through live, signed Alipay calls; codes reach phones; invoices carry the real seller; no sandbox
 * or demo rows that strangers know the passwords of.
 */
function productionProblems(read: EnvReader, smsProvider: SmsConfig['provider']): void {
  read.required(ALIPAY, '生产模式只接受真实的支付宝商户密钥，不提供沙箱');
  if (read.has('PUBLIC_BASE_URL') && !read.raw('PUBLIC_BASE_URL').startsWith('https://'))
    read.problem('PUBLIC_BASE_URL', '生产模式须为 https:// 地址');
  read.required(['PUBLIC_BASE_URL'], '生产模式需要对外的 https 地址，用作支付宝的回跳与通知地址');
  if (/sandbox|alipaydev|^http:/.test(read.raw('ALIPAY_GATEWAY'))) read.problem('ALIPAY_GATEWAY', '生产模式不接受沙箱或 http 网关');
  read.required(SELLER, '生产模式的发票须写明真实的销售方');
  if (read.raw('INVOICE_SELLER_NAME') === DEMO_SELLER.name)
    read.problem('INVOICE_SELLER_NAME', '这是演示用的销售方，生产模式须写明真实的销售方');
  if (read.raw('INVOICE_SELLER_TAX_NO') === DEMO_SELLER.taxNo)
    read.problem('INVOICE_SELLER_TAX_NO', '这是演示用的税号，生产模式须写明真实的销售方');
  if (smsProvider === 'console') read.problem('SMS_PROVIDER', '生产模式须设为 aliyun（console 只把验证码写进日志）');
  if (read.raw('ALIYUN_SMS_ENDPOINT').startsWith('http://')) read.problem('ALIYUN_SMS_ENDPOINT', '生产模式须为 https 地址');
  for (const name of ['WECHAT_OPEN_BASE_URL', 'WECHAT_API_BASE_URL'])
    if (/sandbox|^http:/.test(read.raw(name))) read.problem(name, '生产模式不接受沙箱或 http 地址');
  if (readSwitch(read, 'DEMO_DATA', false)) read.problem('DEMO_DATA', '生产模式不加载演示数据，请删除此设置或设为 off');
}

/**
 * Every setting the server reads, from one place at start. A setting that is set but wrong (PORT=abc,
 * an unknown mode, half of a key pair) throws a ConfigError naming each one; unset ones take their
 * defaults, except in production (productionProblems). Tests pass a partial environment.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { forCluster = false } = {}): ServerConfig {
  const read = new EnvReader(env);
  const nodeEnv = read.choice('NODE_ENV', MODES, 'development');
  const production = read.choice('APP_ENV', MODES, nodeEnv) === 'production' || nodeEnv === 'production';
  const dataDir = path.resolve(read.text('DATA_DIR', path.join(REPO_ROOT, '.data')));
  const port = read.integer('PORT', 8080, 0, 65535);
  const databaseUrl = read.text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    read.problem('DATABASE_URL', '应为 postgres:// 开头的连接地址（不设则用内嵌 PGlite）', true);

  // Production requires all of these (productionProblems); elsewhere they are all set or none.
  if (!production) read.together(ALIPAY, '支付宝正式环境');
  if (!production) read.together(SELLER, '发票销售方');
  read.together(WECHAT, '微信公众号');
  if (read.has('WECHAT_APP_ID') && !/^wx[0-9a-zA-Z]{16}$/.test(read.raw('WECHAT_APP_ID')))
    read.problem('WECHAT_APP_ID', '应为 wx 开头的 18 位公众号 AppID');
  read.together(WECHAT_WEB, '微信开放平台网站应用');
  if (read.has('WECHAT_WEB_APP_ID') && !/^wx[0-9a-zA-Z]{16}$/.test(read.raw('WECHAT_WEB_APP_ID')))
    read.problem('WECHAT_WEB_APP_ID', '应为 wx 开头的 18 位网站应用 AppID');
  if (read.has('ALIPAY_SELLER_ID') && !/^2088\d{12}$/.test(read.raw('ALIPAY_SELLER_ID')))
    read.problem('ALIPAY_SELLER_ID', '应为 2088 开头的 16 位支付宝用户号');
  const taxNo = read.raw('INVOICE_SELLER_TAX_NO');
  const taxNoProblem = taxNo && creditCodeProblem(taxNo);
  if (taxNoProblem) read.problem('INVOICE_SELLER_TAX_NO', `不是有效的统一社会信用代码：${taxNoProblem}`);
  const smsProvider = read.choice('SMS_PROVIDER', ['console', 'aliyun'], 'console');
  if (smsProvider === 'aliyun') read.required(ALIYUN_SMS, 'SMS_PROVIDER=aliyun 需要阿里云短信的 AccessKey、签名和模板');
  else read.together(ALIYUN_SMS.slice(0, 2), '阿里云短信 AccessKey');
  const metricsPort = read.integer('METRICS_PORT', 0, 1, 65535);
  if (metricsPort && metricsPort === port) read.problem('METRICS_PORT', '不能与 PORT 相同');
  if (read.has('METRICS_TOKEN') && read.raw('METRICS_TOKEN').length < 16) read.problem('METRICS_TOKEN', '至少 16 个字符', true);
  if (production) productionProblems(read, smsProvider);
  const uploadDir = path.resolve(read.text('UPLOAD_DIR', path.join(dataDir, 'uploads')));
  const privateUploadDir = path.resolve(read.text('PRIVATE_UPLOAD_DIR', path.join(dataDir, 'private-uploads')));
  // Everything under UPLOAD_DIR is served to anyone: private files there would be public.
  const nested = (outer: string, inner: string) =>
    !path.relative(outer, inner).startsWith('..') && !path.isAbsolute(path.relative(outer, inner));
  if (nested(uploadDir, privateUploadDir) || nested(privateUploadDir, uploadDir))
    read.problem('PRIVATE_UPLOAD_DIR', '不能与 UPLOAD_DIR 相同或互相包含（UPLOAD_DIR 下的文件对所有人公开）');

  const config: ServerConfig = {
    production,
    port,
    host: readHost(read),
    databaseUrl,
    databasePoolSize: read.integer('DATABASE_POOL_SIZE', 10, 1, 500),
    dataDir,
    serveApps: read.choice('SERVE_APPS', ['true', 'false'], 'true') === 'true',
    appsDir: REPO_ROOT,
    remotesConfigFile: read.text('REMOTES_CONFIG_FILE'),
    uploadDir,
    privateUploadDir,
    uploadBaseUrl: readUploadBaseUrl(read),
    logLevel: read.choice('LOG_LEVEL', LOG_LEVELS, 'info'),
    demoData: !production && readSwitch(read, 'DEMO_DATA', true),
    trustProxy: readTrustProxy(read),
    jobTickMs: read.integer('JOB_TICK_MS', 1000, 100, 3_600_000),
    orderExpireSeconds: read.integer('ORDER_EXPIRE_SECONDS', 1800, 60, 86400),
    publicBaseUrl: readUrl(read, 'PUBLIC_BASE_URL', ''),
    voucherReviewHours: read.integer('VOUCHER_REVIEW_HOURS', 48, 1, 24 * 30),
    alipay: {
      appId: read.text('ALIPAY_APP_ID'),
      privateKey: readKey(read, 'ALIPAY_PRIVATE_KEY', 'private'),
      alipayPublicKey: readKey(read, 'ALIPAY_PUBLIC_KEY', 'public'),
      gateway: readUrl(read, 'ALIPAY_GATEWAY', 'https://openapi.alipay.com/gateway.do'),
      sellerId: read.text('ALIPAY_SELLER_ID'),
    },
    wechat: {
      appId: read.text('WECHAT_APP_ID'),
      appSecret: read.text('WECHAT_APP_SECRET'),
      webAppId: read.text('WECHAT_WEB_APP_ID'),
      webAppSecret: read.text('WECHAT_WEB_APP_SECRET'),
      openBaseUrl: readUrl(read, 'WECHAT_OPEN_BASE_URL', 'https://open.weixin.qq.com'),
      apiBaseUrl: readUrl(read, 'WECHAT_API_BASE_URL', 'https://api.weixin.qq.com'),
    },
    invoice: {
      taxRates: readTaxRates(read),
      seller: readSeller(read, production),
    },
    sms: {
      provider: smsProvider,
      logFile: read.text('SMS_LOG_FILE'),
      aliyun: {
        endpoint: readUrl(read, 'ALIYUN_SMS_ENDPOINT', DEFAULT_SMS_ENDPOINT),
        accessKeyId: read.text('ALIYUN_SMS_ACCESS_KEY_ID'),
        accessKeySecret: read.text('ALIYUN_SMS_ACCESS_KEY_SECRET'),
        signName: read.text('ALIYUN_SMS_SIGN_NAME'),
        templateCode: read.text('ALIYUN_SMS_TEMPLATE_CODE'),
      },
    },
    metrics: { token: read.text('METRICS_TOKEN'), port: metricsPort },
    cluster: readCluster(read, port, forCluster),
  };
  if (read.problems.length) throw new ConfigError(read.problems);
  return config;
}
