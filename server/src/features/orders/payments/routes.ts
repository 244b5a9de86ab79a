import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  OrderSnInput,
  PayOrderInput,
  PayStart,
  PayTypeInput,
  PayTypeList,
  VoucherDetails,
  VoucherInput,
  VoucherSubmitted,
} from '@conf/contract';
import type { Queryable } from '../../../db';
import { AUTH, currentUser } from '../../../http/auth';
import { ok } from '../../../http/envelope';
import { BizError, fail } from '../../../lib/errors';
import { idempotent } from '../../../core';
import { ownUploadOrFail } from '../../account';
import { readSettings } from '../../platform';
import { findOrder, lockOrder } from '../machine';
import { fenToYuan, yuanToFen, type OrderRow } from '../model';
import { secondsLeft, vouchersOf } from '../views';
import { alipayFor, type Alipay } from './alipay/client';
import { settleAlipayTrade } from './settle';
import { pageBase } from '../../../http/baseUrls';
import { closeOpenTrade } from './closeTrade';
import { lockSubmitter, voucherRefusal } from './voucherLimits';
import { addVoucher, hasPendingVoucher, ownOrderAmount, startAlipayPayment } from './queries';

export const BANK_SETTINGS = ['bank_account_name', 'bank_name', 'bank_account'];

/** Where a paid (or abandoned) order sends the phone back to: its detail, through the shell's /redirect. */
export const orderPagePath = (o: Pick<OrderRow, 'order_sn'>) => `/order/detail?order_sn=${o.order_sn}`;

async function payTypes(app: FastifyInstance) {
  const bank = await readSettings(app.db, BANK_SETTINGS);
  return [
    { type: 'alipay', name: '支付宝支付', description: '推荐使用支付宝，付款后立即确认' },
    {
      type: 'offline',
      name: '对公转账',
      description: '转账后上传凭证，主办方审核通过后确认',
      bank: { account_name: bank.bank_account_name ?? '', bank_name: bank.bank_name ?? '', account: bank.bank_account ?? '' },
    },
  ];
}

/** Alipay's cashier address for the caller's unpaid order (a payment row records the attempt). */
async function alipayPayUrl(q: Queryable, alipay: Alipay, req: FastifyRequest, orderSn: string, userId: number) {
  const order = await (async () => {
    const o = await lockOrder(q, orderSn, userId);
    if (o.status !== 'unpaid') throw new BizError(o.status === 'paid' ? '订单已支付' : '订单已关闭，无法支付');
    if (secondsLeft(o) <= 0) throw new BizError('订单已超时，请重新下单');
    if (await hasPendingVoucher(q, o.id)) throw new BizError('转账凭证审核中，请勿重复支付');
    // Closed at Alipay for a transfer voucher: Alipay does not reopen a trade number.
    if ((await startAlipayPayment(q, o)) === 'closed') throw new BizError('该订单的支付宝交易已关闭，请重新提交转账凭证或重新下单');
    return o;
  })();
  const base = pageBase(req);
  const payUrl = alipay.payUrl(
    {
      outTradeNo: order.order_sn,
      amountFen: order.pay_amount,
      subject: order.title,
      returnUrl: `${base}/redirect?to=${encodeURIComponent(orderPagePath(order))}`,
      quitUrl: `${base}/payment/alipay?order_sn=${order.order_sn}`,
      expiresAt: order.expires_at,
    },
    base,
  );
  return { order_sn: order.order_sn, pay_type: 'alipay', pay_url: payUrl, pay_amount: order.pay_amount, seconds_left: secondsLeft(order) };
}

/**
 * Alipay's notification: whatever fields Alipay signs, each a string. Type.Object would type it `{}` (and add an
 * empty `properties`), so the schema is written as it is and typed as the record it is.
 */
const AlipayNotice = Type.Unsafe<Record<string, string>>({
  type: 'object',
  additionalProperties: Type.String({ maxLength: 4000 }),
});

export function paymentRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/api/ms.order/get_pay_type',
    {
      config: AUTH,
      schema: { summary: '可用的支付方式', body: PayTypeInput, answer: PayTypeList },
    },
    async (req) => {
      currentUser(req);
      return ok(await payTypes(app));
    },
  );

  // The same submit sent twice (a double tap, a retry) answers the same cashier address.
  const payOrder = async (req: FastifyRequest<{ Body: PayOrderInput }>) => {
    const me = currentUser(req);
    const { order_sn, pay_type } = req.body;
    if (pay_type === 'offline') {
      const order = await app.db.tx((q) => lockOrder(q, order_sn, me.id));
      if (order.status !== 'unpaid') return fail('只有待支付的订单可以转账支付');
      return ok({
        order_sn,
        pay_type,
        pay_amount: order.pay_amount,
        bank: (await payTypes(app))[1].bank,
        seconds_left: secondsLeft(order),
      });
    }
    const alipay = await alipayFor(app.db, app.config);
    const answer = await idempotent(app.db, req, me.id, async (q) => ({
      data: await alipayPayUrl(q, alipay, req, order_sn, me.id),
      msg: '请在支付宝完成付款',
    }));
    return ok(answer.data, answer.msg);
  };
  app.post(
    '/api/ms.order/pay_order',
    { config: AUTH, schema: { summary: '支付订单（支付宝得到收银台地址，转账得到收款账户）', body: PayOrderInput, answer: PayStart } },
    payOrder,
  );
  app.post(
    '/api/wyms/meeting/meeting_apply/pay_now',
    { config: AUTH, schema: { summary: '会议订单立即支付（同 pay_order）', body: PayOrderInput, answer: PayStart } },
    payOrder,
  );

  // Alipay's asynchronous notification: form-encoded, answered with the plain text "success" once booked.
  app.post(
    '/api/ms.order/alipay_notify',
    {
      schema: {
        summary: '支付宝异步通知（验签后入账，幂等）',
        body: AlipayNotice,
        answerMedia: 'text/plain',
      },
    },
    async (req, reply) => {
      reply.type('text/plain; charset=utf-8');
      const p = req.body;
      const alipay = await alipayFor(app.db, app.config);
      if (!alipay.checkNotify(p)) {
        req.log.warn({ out_trade_no: p.out_trade_no }, 'alipay notify: bad signature');
        return 'fail';
      }
      // Signed by Alipay, but possibly for another merchant's account under the same app.
      const { sellerId } = app.config.alipay;
      if (sellerId && p.seller_id !== sellerId) {
        req.log.warn({ out_trade_no: p.out_trade_no, seller_id: p.seller_id }, 'alipay notify: another seller');
        return 'fail';
      }
      try {
        const result = await settleAlipayTrade(app.db, app.config, alipay.appId, {
          appId: p.app_id ?? '',
          outTradeNo: p.out_trade_no ?? '',
          tradeNo: p.trade_no,
          status: (p.trade_status ?? '') as never,
          amountFen: yuanToFen(p.total_amount ?? ''),
        });
        req.log.info({ out_trade_no: p.out_trade_no, result }, 'alipay notify');
        return 'success';
      } catch (error) {
        req.log.warn({ out_trade_no: p.out_trade_no, err: error }, 'alipay notify refused');
        return 'fail';
      }
    },
  );

  app.post(
    '/api/wyms/meeting/meeting_apply/submit_pay_voucher',
    {
      config: AUTH,
      schema: {
        summary: '提交对公转账凭证',
        body: VoucherInput,
        answer: VoucherSubmitted,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const { order_sn, payer_name = '', remark = '' } = req.body;
      const image = await ownUploadOrFail(app.db, me.id, req.body.image, '转账凭证');
      // A voucher that would be refused leaves the order's Alipay trade open: the buyer can still pay there.
      const early = await voucherRefusal(app.db, await findOrder(app.db, order_sn, me.id));
      if (early) return fail(early);
      // One order is paid once: its Alipay trade is closed first (only the caller's own order's).
      const closed = await closeOpenTrade(app.db, app.config, order_sn).catch((error: unknown) =>
        req.log.warn({ order_sn, err: error }, 'alipay close failed'),
      );
      if (!closed) return fail('暂时无法确认支付宝交易状态，请稍后再提交转账凭证');
      const voucher = await app.db.tx(async (q) => {
        const order = await lockOrder(q, order_sn, me.id);
        await lockSubmitter(q, order.user_id);
        const refusal = await voucherRefusal(q, order);
        if (refusal) throw new BizError(refusal);
        return addVoucher(q, order.id, { image, payerName: payer_name, remark });
      });
      return ok(voucher, '凭证已提交，主办方审核后确认');
    },
  );

  app.get(
    '/api/wyms/meeting/meeting_apply/pay_voucher_details',
    { config: AUTH, schema: { summary: '转账凭证与审核结果', querystring: OrderSnInput, answer: VoucherDetails } },
    async (req) => {
      const me = currentUser(req);
      const order = await ownOrderAmount(app.db, req.query.order_sn, me.id);
      if (!order) return fail('订单不存在');
      const vouchers = await vouchersOf(app.db, order.id);
      return ok({
        order_sn: req.query.order_sn,
        pay_amount: order.pay_amount,
        pay_amount_text: fenToYuan(order.pay_amount),
        status: order.status,
        bank: (await payTypes(app))[1].bank,
        vouchers,
      });
    },
  );
}
