import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db, Queryable } from '../../../../../db';
import { one } from '../../../../../db';
import { yuanToFen, fenToYuan } from '../../../model';
import { beijingTime, SANDBOX_GATEWAY_PATH } from '../client';
import { SANDBOX_APP_ID, sandboxKeys, type SandboxKeys } from '../sandboxKeys';
import { cashierPage } from './cashierPage';
import { rsa2Sign, rsa2Verify, signedAnswer, signingString } from './signing';
import { deliverNotification } from './notifications';
import { pageHeaders } from '../../../../../http/securityHeaders';

export const SANDBOX_PAY_PATH = '/_sandbox/alipay/pay';
/** The sandbox merchant's Alipay account (seller_id), as a live one is 2088 and twelve digits. */
export const SANDBOX_SELLER_ID = '2088000000000001';

interface TradeRow {
  out_trade_no: string;
  trade_no: string;
  app_id: string;
  subject: string;
  total_amount: string;
  refunded_amount: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  notify_url: string;
  return_url: string;
  quit_url: string;
  expires_at: Date | null;
  paid_at: Date | null;
}

type Params = Record<string, string>;

/** Every parameter of a gateway call as strings (query and form body together), as Alipay reads them. */
function paramsOf(query: unknown, body: unknown): Params {
  const out: Params = {};
  for (const src of [query, body]) {
    if (!src || typeof src !== 'object') continue;
    for (const [k, v] of Object.entries(src as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

/** The merchant's signature over every parameter but `sign`, checked with the merchant's public key. */
function signedByMerchant(p: Params, keys: SandboxKeys): boolean {
  return p.app_id === SANDBOX_APP_ID && !!p.sign && rsa2Verify(signingString(p, ['sign']), p.sign, keys.appPublicKey);
}

function bizContent(p: Params): Record<string, string> | null {
  try {
    const v = JSON.parse(p.biz_content ?? '');
    return v && typeof v === 'object' ? (v as Record<string, string>) : null;
  } catch {
    return null;
  }
}

const newTradeNo = () =>
  `${beijingTime(new Date()).replace(/\D/g, '').slice(0, 8)}22${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

const trade = (q: Queryable, outTradeNo: string) =>
  one<TradeRow>(q, 'SELECT * FROM sandbox_alipay_trades WHERE out_trade_no = $1', [outTradeNo]);

const isExpired = (t: TradeRow) => t.status === 'WAIT_BUYER_PAY' && t.expires_at !== null && t.expires_at.getTime() <= Date.now();

/** Beijing "yyyy-MM-dd HH:mm:ss" back to a Date. */
function fromBeijing(text: string | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4] - 8, +m[5], +m[6])) : null;
}

/** The signed parameters Alipay appends to return_url when it sends the phone back. */
function returnParams(t: TradeRow, keys: SandboxKeys): Params {
  const p: Params = {
    app_id: t.app_id,
    charset: 'utf-8',
    method: 'alipay.trade.wap.pay.return',
    out_trade_no: t.out_trade_no,
    seller_id: SANDBOX_SELLER_ID,
    timestamp: beijingTime(new Date()),
    total_amount: t.total_amount,
    trade_no: t.trade_no,
    version: '1.0',
  };
  return { ...p, sign: rsa2Sign(signingString(p, []), keys.alipayPrivateKey), sign_type: 'RSA2' };
}

function withParams(url: string, params: Params): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/** The wap cashier: opened by the phone with the address alipay-sdk's pageExecute made. */
async function openCashier(db: Db, p: Params, reply: FastifyReply) {
  const keys = await sandboxKeys(db);
  const biz = bizContent(p);
  // Like Alipay's cashier, a refused request is still a page (200) that says what is wrong.
  const page = (v: Parameters<typeof cashierPage>[0]) => reply.type('text/html; charset=utf-8').send(cashierPage(v));
  const base = {
    subject: biz?.subject ?? '',
    amount: biz?.total_amount ?? '',
    outTradeNo: biz?.out_trade_no ?? '',
    merchant: '会议酒店（沙箱商户）',
  };
  if (p.method !== 'alipay.trade.wap.pay' || !signedByMerchant(p, keys))
    return page({ ...base, state: 'error', message: '验签失败，请求不是本商户发起的' });
  const amount = yuanToFen(biz?.total_amount ?? '');
  if (!biz?.out_trade_no || !biz.subject || amount === undefined || amount <= 0)
    return page({ ...base, state: 'error', message: '支付参数不完整' });
  await db.query(
    `INSERT INTO sandbox_alipay_trades (out_trade_no, trade_no, app_id, subject, total_amount, notify_url, return_url, quit_url, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (out_trade_no) DO NOTHING`,
    [
      biz.out_trade_no,
      newTradeNo(),
      p.app_id,
      biz.subject,
      fenToYuan(amount),
      p.notify_url ?? '',
      p.return_url ?? '',
      biz.quit_url ?? '',
      fromBeijing(biz.time_expire),
    ],
  );
  const t = (await trade(db, biz.out_trade_no))!;
  if (t.total_amount !== fenToYuan(amount)) return page({ ...base, state: 'error', message: '交易信息与原订单不一致' });
  if (t.status === 'TRADE_SUCCESS')
    return page({ ...base, state: 'paid', message: '该订单已支付', returnUrl: withParams(t.return_url, returnParams(t, keys)) });
  if (t.status === 'TRADE_CLOSED' || isExpired(t))
    return page({ ...base, state: 'closed', message: '交易已关闭或已超时', returnUrl: t.quit_url || undefined });
  return page({ ...base, state: 'pay', payAction: SANDBOX_PAY_PATH, quitUrl: t.quit_url || t.return_url });
}

/** The buyer pressed 确认付款: the trade succeeds, Alipay notifies the merchant, the phone goes back. */
async function pay(db: Db, outTradeNo: string, reply: FastifyReply) {
  const keys = await sandboxKeys(db);
  const notice = await db.tx(async (q) => {
    const [t] = await q.query<TradeRow>(
      `UPDATE sandbox_alipay_trades SET status = 'TRADE_SUCCESS', paid_at = now()
        WHERE out_trade_no = $1 AND status = 'WAIT_BUYER_PAY' AND (expires_at IS NULL OR expires_at > now()) RETURNING *`,
      [outTradeNo],
    );
    if (!t) return null;
    const params: Params = {
      notify_time: beijingTime(new Date()),
      notify_type: 'trade_status_sync',
      notify_id: `${t.trade_no}${randomInt(0, 1e6)}`,
      app_id: t.app_id,
      charset: 'utf-8',
      version: '1.0',
      trade_no: t.trade_no,
      out_trade_no: t.out_trade_no,
      trade_status: 'TRADE_SUCCESS',
      total_amount: t.total_amount,
      receipt_amount: t.total_amount,
      buyer_pay_amount: t.total_amount,
      subject: t.subject,
      gmt_create: beijingTime(new Date()),
      gmt_payment: beijingTime(t.paid_at!),
      buyer_logon_id: 'san***@sandbox.com',
      seller_id: SANDBOX_SELLER_ID,
    };
    // Notifications are signed over everything but sign and sign_type.
    const signed = { ...params, sign_type: 'RSA2', sign: rsa2Sign(signingString(params, []), keys.alipayPrivateKey) };
    const [n] = await q.query<{ id: number }>(
      'INSERT INTO sandbox_alipay_notifications (out_trade_no, notify_url, params) VALUES ($1, $2, $3) RETURNING id',
      [t.out_trade_no, t.notify_url, JSON.stringify(signed)],
    );
    return { id: n.id, trade: t };
  });
  const t = notice?.trade ?? (await trade(db, outTradeNo));
  if (!t)
    return reply
      .type('text/html; charset=utf-8')
      .send(cashierPage({ subject: '', amount: '', outTradeNo, merchant: '', state: 'error', message: '交易不存在' }));
  // Alipay notifies at once and retries later; the sandbox delivers the first one before it sends the phone back.
  if (notice) await deliverNotification(db, notice.id);
  if (t.status !== 'TRADE_SUCCESS') {
    return reply.type('text/html; charset=utf-8').send(
      cashierPage({
        subject: t.subject,
        amount: t.total_amount,
        outTradeNo,
        merchant: '',
        state: 'closed',
        message: '交易已关闭或已超时，未扣款',
        returnUrl: t.quit_url || undefined,
      }),
    );
  }
  return reply.redirect(withParams(t.return_url, returnParams(t, keys)), 303);
}

type Answer = Record<string, unknown>;
const FAIL = (subCode: string, subMsg: string): Answer => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: subMsg });

async function tradeQuery(db: Db, biz: Record<string, string>): Promise<Answer> {
  const t = await trade(db, biz.out_trade_no ?? '');
  if (!t) return FAIL('ACQ.TRADE_NOT_EXIST', '交易不存在');
  const status = isExpired(t) ? 'TRADE_CLOSED' : t.status;
  return {
    code: '10000',
    msg: 'Success',
    out_trade_no: t.out_trade_no,
    trade_no: t.trade_no,
    trade_status: status,
    total_amount: t.total_amount,
    buyer_logon_id: 'san***@sandbox.com',
    ...(t.paid_at ? { send_pay_date: beijingTime(t.paid_at) } : {}),
  };
}

async function tradeRefund(db: Db, biz: Record<string, string>): Promise<Answer> {
  const amount = yuanToFen(biz.refund_amount ?? '');
  if (!biz.out_request_no || amount === undefined || amount <= 0)
    return { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-parameter', sub_msg: '退款参数不正确' };
  return db.tx(async (q) => {
    const [t] = await q.query<TradeRow>('SELECT * FROM sandbox_alipay_trades WHERE out_trade_no = $1 FOR UPDATE', [biz.out_trade_no ?? '']);
    if (!t) return FAIL('ACQ.TRADE_NOT_EXIST', '交易不存在');
    const done = await one<{ amount: string }>(q, 'SELECT amount FROM sandbox_alipay_refunds WHERE out_request_no = $1', [
      biz.out_request_no,
    ]);
    if (!done) {
      if (t.paid_at === null) return FAIL('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      const left = yuanToFen(t.total_amount)! - yuanToFen(t.refunded_amount)!;
      if (amount > left) return FAIL('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
      await q.query('INSERT INTO sandbox_alipay_refunds (out_request_no, out_trade_no, amount) VALUES ($1, $2, $3)', [
        biz.out_request_no,
        t.out_trade_no,
        fenToYuan(amount),
      ]);
      const refunded = fenToYuan(yuanToFen(t.refunded_amount)! + amount);
      await q.query(
        `UPDATE sandbox_alipay_trades SET refunded_amount = $2, status = CASE WHEN $2 = total_amount THEN 'TRADE_CLOSED' ELSE status END WHERE out_trade_no = $1`,
        [t.out_trade_no, refunded],
      );
      t.refunded_amount = refunded;
    }
    return {
      code: '10000',
      msg: 'Success',
      out_trade_no: t.out_trade_no,
      trade_no: t.trade_no,
      fund_change: done ? 'N' : 'Y',
      refund_fee: t.refunded_amount,
    };
  });
}

async function tradeClose(db: Db, biz: Record<string, string>): Promise<Answer> {
  const [t] = await db.query<TradeRow>(
    "UPDATE sandbox_alipay_trades SET status = 'TRADE_CLOSED' WHERE out_trade_no = $1 AND status = 'WAIT_BUYER_PAY' RETURNING *",
    [biz.out_trade_no ?? ''],
  );
  if (t) return { code: '10000', msg: 'Success', out_trade_no: t.out_trade_no, trade_no: t.trade_no };
  return (await trade(db, biz.out_trade_no ?? ''))
    ? FAIL('ACQ.TRADE_STATUS_ERROR', '交易状态不合法')
    : FAIL('ACQ.TRADE_NOT_EXIST', '交易不存在');
}

const METHODS: Record<string, (db: Db, biz: Record<string, string>) => Promise<Answer>> = {
  'alipay.trade.query': tradeQuery,
  'alipay.trade.refund': tradeRefund,
  'alipay.trade.close': tradeClose,
};

/** Whatever parameters a merchant signs, each a string (Type.Object would type it `{}` and add an empty `properties`). */
const anyParams = Type.Unsafe<Params>({ type: 'object', additionalProperties: Type.String({ maxLength: 8000 }) });

/**
 * The sandbox gateway: registered only when no merchant keys are configured. It speaks Alipay's
 * protocol to alipay-sdk (signed requests in, signed answers out) so the same code runs as in production.
 */
export function sandboxGatewayRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(SANDBOX_GATEWAY_PATH, { schema: { summary: '支付宝沙箱：手机网站收银台', querystring: anyParams } }, (req, reply) => {
    // A page: the page policy (our own origin, its inline style, a form posting back to us).
    pageHeaders(reply, app.config);
    return openCashier(app.db, paramsOf(req.query, undefined), reply);
  });

  app.post(
    SANDBOX_GATEWAY_PATH,
    { schema: { summary: '支付宝沙箱：开放接口网关（查询、退款、关闭交易）', querystring: anyParams, body: anyParams } },
    async (req, reply) => {
      const keys = await sandboxKeys(app.db);
      const p = paramsOf(req.query, req.body);
      const method = p.method ?? '';
      const known = Object.hasOwn(METHODS, method);
      const answer: Answer = !signedByMerchant(p, keys)
        ? { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' }
        : !known
          ? { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' }
          : await METHODS[method](app.db, bizContent(p) ?? {});
      return reply.type('application/json; charset=utf-8').send(signedAnswer(known ? method : 'error', answer, keys.alipayPrivateKey));
    },
  );

  app.post(
    SANDBOX_PAY_PATH,
    {
      schema: {
        summary: '支付宝沙箱：收银台确认付款',
        body: Type.Object({ out_trade_no: Type.String({ minLength: 1, maxLength: 64, title: '订单号' }) }),
      },
    },
    (req, reply) => {
      pageHeaders(reply, app.config);
      return pay(app.db, req.body.out_trade_no, reply);
    },
  );
}
