import fs from 'node:fs';
import path from 'node:path';

/** Repository root: the server serves the apps' builds from beside it. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface ServerConfig {
  port: number;
  host: string;
  /** postgres://... to use a PostgreSQL server; empty for embedded PGlite. */
  databaseUrl: string;
  /**
   * Connections each instance may open to the PostgreSQL server (DATABASE_POOL_SIZE, default 10). More
   * lets more requests run at once, but on a small server they only compete for its cores (measured in
   * the README's load section); instances × this must stay under the server's max_connections.
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
  invoice: InvoiceConfig;
}

/** Who issues invoices and at which tax rate (percent) per kind of order. */
export interface InvoiceConfig {
  taxRates: { meeting: number; hotel: number };
  seller: { name: string; taxNo: string; address: string; phone: string; bank: string; account: string };
}

/** INVOICE_TAX_RATES="meeting:6,hotel:6": percent per kind of order (default 6, 现代服务业 and 住宿服务). */
export function parseTaxRates(value: string | undefined): InvoiceConfig['taxRates'] {
  const rates = { meeting: 6, hotel: 6 };
  for (const part of (value ?? '').split(',')) {
    const [kind, rate] = part.split(':').map((s) => s.trim());
    if ((kind === 'meeting' || kind === 'hotel') && /^\d{1,2}$/.test(rate ?? '')) rates[kind] = Number(rate);
  }
  return rates;
}

/** Merchant keys of Alipay; without ALIPAY_APP_ID the server's own sandbox gateway takes Alipay's place. */
export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string;
  /** Our merchant's Alipay account (ALIPAY_SELLER_ID, 2088...): when set, a notification for another seller is refused. */
  sellerId: string;
}

function keyFrom(value: string | undefined): string {
  if (!value) return '';
  // A path to a PEM file, or the key itself (PEM or bare base64).
  return !value.includes('\n') && fs.existsSync(value) ? fs.readFileSync(value, 'utf8') : value.replace(/\\n/g, '\n');
}

/**
 * TRUST_PROXY: `true` means one reverse proxy that every request passes through, so the client's
 * address is the one that proxy appended (the last in X-Forwarded-For), not whatever the client wrote
 * in front of it (Fastify's own `true` would believe the first); a number N means N proxies in a row;
 * anything else is a comma-separated list of the proxies' addresses or CIDR ranges (the strictest).
 */
export function parseTrustProxy(value: string | undefined): ServerConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  const hops = value === 'true' ? 1 : /^\d+$/.test(value) ? Number(value) : undefined;
  if (hops === undefined) return value;
  return (_address, hop) => hop < hops;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || '',
    databasePoolSize: Math.max(1, Math.min(500, Math.floor(Number(env.DATABASE_POOL_SIZE) || 10))),
    dataDir,
    serveApps: env.SERVE_APPS !== 'false',
    appsDir: REPO_ROOT,
    remotesConfigFile: env.REMOTES_CONFIG_FILE || '',
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    privateUploadDir: path.resolve(env.PRIVATE_UPLOAD_DIR || path.join(dataDir, 'private-uploads')),
    uploadBaseUrl: env.UPLOAD_BASE_URL || '/uploads',
    logLevel: env.LOG_LEVEL || 'info',
    demoData: env.DEMO_DATA !== 'off',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jobTickMs: Math.max(100, Number(env.JOB_TICK_MS) || 1000),
    orderExpireSeconds: Math.max(60, Math.min(86400, Math.floor(Number(env.ORDER_EXPIRE_SECONDS) || 1800))),
    voucherReviewHours: Math.max(1, Math.min(720, Math.floor(Number(env.VOUCHER_REVIEW_HOURS) || 48))),
    publicBaseUrl: (env.PUBLIC_BASE_URL || '').replace(/\/+$/, ''),
    alipay: {
      appId: env.ALIPAY_APP_ID || '',
      privateKey: keyFrom(env.ALIPAY_PRIVATE_KEY),
      alipayPublicKey: keyFrom(env.ALIPAY_PUBLIC_KEY),
      gateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
      sellerId: env.ALIPAY_SELLER_ID || '',
    },
    invoice: {
      taxRates: parseTaxRates(env.INVOICE_TAX_RATES),
      seller: {
        name: env.INVOICE_SELLER_NAME || '杭州会务通信息技术有限公司',
        taxNo: env.INVOICE_SELLER_TAX_NO || '91330106MA27Y8K1XA',
        address: env.INVOICE_SELLER_ADDRESS || '浙江省杭州市西湖区文三路 478 号',
        phone: env.INVOICE_SELLER_PHONE || '0571-88880000',
        bank: env.INVOICE_SELLER_BANK || '中国工商银行杭州文三支行',
        account: env.INVOICE_SELLER_ACCOUNT || '1202 0210 0910 0000 001',
      },
    },
  };
}
