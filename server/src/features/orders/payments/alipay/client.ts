import type { KeyObject } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { privateKeyOf, publicKeyOf } from '../../../../lib/keys';
import type { Db } from '../../../../db';
import type { ServerConfig } from '../../../../config';
import { fenToYuan, yuanToFen } from '../../model';
import { SANDBOX_APP_ID, sandboxKeys } from './sandboxKeys';
import { selfBaseUrl } from '../../../../http/baseUrls';

export const SANDBOX_GATEWAY_PATH = '/_sandbox/alipay/gateway.do';

export type TradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED' | 'NOT_FOUND';

export interface Trade {
  status: TradeStatus;
  tradeNo?: string;
  amountFen?: number;
}

export interface WapPay {
  outTradeNo: string;
  amountFen: number;
  subject: string;
  returnUrl: string;
  quitUrl: string;
  /** Alipay refuses payment after this. */
  expiresAt: Date;
}

/**
 * Alipay through the npm alipay-sdk, the same calls in both modes: with merchant keys (ALIPAY_APP_ID)
 * against Alipay, without them against the sandbox gateway this server hosts, which signs with keys
 * made on first start. Only the gateway address and the keys differ.
 */
export interface Alipay {
  readonly mode: 'live' | 'sandbox';
  readonly appId: string;
  /** The wap cashier address for the phone to open; `pageBase` is the origin the user is on. */
  payUrl(p: WapPay, pageBase: string): string;
  query(outTradeNo: string): Promise<Trade>;
  /** Idempotent per outRequestNo, as Alipay's own refund is. Throws when Alipay refuses. */
  refund(outTradeNo: string, amountFen: number, outRequestNo: string, reason: string): Promise<void>;
  /**
   * Closes an unpaid trade so it can no longer be paid, and answers the trade as it then stands:
   * TRADE_CLOSED, NOT_FOUND (never opened), or paid (TRADE_SUCCESS) when the buyer was quicker.
   */
  close(outTradeNo: string): Promise<Trade>;
  checkNotify(params: Record<string, string>): boolean;
}

export { selfBaseUrl };

/** Alipay's async notifications come here. */
export function notifyUrl(config: ServerConfig): string {
  return `${config.publicBaseUrl || selfBaseUrl(config)}/api/ms.order/alipay_notify`;
}

/** Alipay's dates are Beijing time, "yyyy-MM-dd HH:mm:ss". */
export function beijingTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

interface SdkResult {
  code?: string;
  msg?: string;
  subCode?: string;
  subMsg?: string;
  tradeStatus?: string;
  tradeNo?: string;
  totalAmount?: string;
}

class AlipayClient implements Alipay {
  private readonly pages = new Map<string, AlipaySdk>();
  private readonly api: AlipaySdk;

  constructor(
    readonly mode: 'live' | 'sandbox',
    readonly appId: string,
    private readonly keys: { privateKey: string; alipayPublicKey: string },
    private readonly gateway: (base: string | undefined) => string,
    private readonly notify: string,
  ) {
    // Without Alipay's public key alipay-sdk skips checking the answers' signatures (it only warns),
    // and an answer anyone could have written would be believed.
    if (!keys.alipayPublicKey) throw new Error('缺少支付宝公钥（ALIPAY_PUBLIC_KEY），无法验证支付宝应答的签名');
    this.api = this.sdk(gateway(undefined));
  }

  private sdk(gateway: string): AlipaySdk {
    const sdk = new AlipaySdk({
      appId: this.appId,
      privateKey: this.keys.privateKey,
      alipayPublicKey: this.keys.alipayPublicKey,
      gateway,
      keyType: 'PKCS8',
      signType: 'RSA2',
      timeout: 8000,
    });
    // alipay-sdk hands its keys to node:crypto as PEM text (which it has just normalised) on every
    // signature and verification, parsing them each time; the same keys, parsed once (lib/keys).
    const keys = sdk.config as unknown as { privateKey: string | KeyObject; alipayPublicKey?: string | KeyObject };
    keys.privateKey = privateKeyOf(sdk.config.privateKey);
    keys.alipayPublicKey = publicKeyOf(sdk.config.alipayPublicKey!);
    return sdk;
  }

  payUrl(p: WapPay, pageBase: string): string {
    const gateway = this.gateway(pageBase);
    let sdk = this.pages.get(gateway);
    if (!sdk) this.pages.set(gateway, (sdk = this.sdk(gateway)));
    return sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      bizContent: {
        outTradeNo: p.outTradeNo,
        totalAmount: fenToYuan(p.amountFen),
        subject: p.subject.slice(0, 128),
        productCode: 'QUICK_WAP_WAY',
        quitUrl: p.quitUrl,
        timeExpire: beijingTime(p.expiresAt),
      },
      returnUrl: p.returnUrl,
      notifyUrl: this.notify,
    });
  }

  async query(outTradeNo: string): Promise<Trade> {
    const r = (await this.api.exec('alipay.trade.query', { bizContent: { outTradeNo } }, { validateSign: true })) as SdkResult;
    if (r.code !== '10000') {
      if (r.subCode === 'ACQ.TRADE_NOT_EXIST') return { status: 'NOT_FOUND' };
      throw new Error(`alipay.trade.query: ${r.subMsg || r.msg} (${r.subCode || r.code})`);
    }
    return { status: r.tradeStatus as TradeStatus, tradeNo: r.tradeNo, amountFen: r.totalAmount ? yuanToFen(r.totalAmount) : undefined };
  }

  async refund(outTradeNo: string, amountFen: number, outRequestNo: string, reason: string): Promise<void> {
    const r = (await this.api.exec(
      'alipay.trade.refund',
      { bizContent: { outTradeNo, refundAmount: fenToYuan(amountFen), outRequestNo, refundReason: reason.slice(0, 256) } },
      { validateSign: true },
    )) as SdkResult;
    if (r.code !== '10000') throw new Error(`alipay.trade.refund: ${r.subMsg || r.msg} (${r.subCode || r.code})`);
  }

  async close(outTradeNo: string): Promise<Trade> {
    const r = (await this.api.exec('alipay.trade.close', { bizContent: { outTradeNo } }, { validateSign: true })) as SdkResult;
    if (r.code === '10000') return { status: 'TRADE_CLOSED', tradeNo: r.tradeNo };
    if (r.subCode === 'ACQ.TRADE_NOT_EXIST') return { status: 'NOT_FOUND' };
    // Alipay closes only a trade waiting for payment: this one was closed before, or paid. Which, it tells.
    if (r.subCode === 'ACQ.TRADE_STATUS_ERROR') return this.query(outTradeNo);
    throw new Error(`alipay.trade.close: ${r.subMsg || r.msg} (${r.subCode || r.code})`);
  }

  checkNotify(params: Record<string, string>): boolean {
    try {
      return this.api.checkNotifySignV2(params);
    } catch {
      return false;
    }
  }
}

const clients = new WeakMap<Db, Promise<Alipay>>();

/** The Alipay of this deployment: live with merchant keys, else the sandbox. One per database. */
export function alipayFor(db: Db, config: ServerConfig): Promise<Alipay> {
  let client = clients.get(db);
  if (client) return client;
  const { appId, privateKey, alipayPublicKey, gateway } = config.alipay;
  client = appId
    ? Promise.resolve().then(() => new AlipayClient('live', appId, { privateKey, alipayPublicKey }, () => gateway, notifyUrl(config)))
    : sandboxKeys(db).then(
        (k) =>
          new AlipayClient(
            'sandbox',
            SANDBOX_APP_ID,
            { privateKey: k.appPrivateKey, alipayPublicKey: k.alipayPublicKey },
            // The phone opens the cashier where it reached us; the server calls itself.
            (base) => `${base ?? selfBaseUrl(config)}${SANDBOX_GATEWAY_PATH}`,
            notifyUrl(config),
          ),
      );
  clients.set(db, client);
  return client;
}
