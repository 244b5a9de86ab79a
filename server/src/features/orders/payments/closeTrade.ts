import type { Db } from '../../../db';
import type { ServerConfig } from '../../../config';
import { alipayFor } from './alipay/client';
import { settleAlipayTrade } from './settle';

/**
 * Closes the order's trade at Alipay, if it went there, before the order is given another way to end
 * (a transfer voucher, a cancel, expiry): a closed trade can no longer be paid. Alipay answers that
 * the trade was paid when the buyer was quicker; that payment is booked then, and 'paid' answered.
 * Throws when Alipay cannot be asked (the trade may still be paid; such a payment is given back).
 */
export async function closeOpenTrade(db: Db, config: ServerConfig, orderSn: string): Promise<'closed' | 'paid'> {
  const [open] = await db.query("SELECT 1 FROM payments WHERE out_trade_no = $1 AND status = 'pending'", [orderSn]);
  if (!open) return 'closed';
  const alipay = await alipayFor(db, config);
  const trade = await alipay.close(orderSn);
  if (trade.status === 'TRADE_CLOSED')
    await db.query("UPDATE payments SET status = 'closed' WHERE out_trade_no = $1 AND status = 'pending'", [orderSn]);
  if (trade.status !== 'TRADE_SUCCESS' && trade.status !== 'TRADE_FINISHED') return 'closed';
  await settleAlipayTrade(db, config, alipay.appId, { ...trade, outTradeNo: orderSn, appId: alipay.appId });
  return 'paid';
}
