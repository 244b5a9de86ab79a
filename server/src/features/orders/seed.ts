import type { Queryable } from '../../db';

/** The account a transfer goes to, shown on the payment page (an organiser changes it with set-config). */
export async function seedPaymentSettings(q: Queryable): Promise<void> {
  for (const [key, value] of [
    ['bank_account_name', '会议酒店科技有限公司'],
    ['bank_name', '招商银行杭州分行营业部'],
    ['bank_account', '5719 0888 6610 201'],
  ]) {
    await q.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
  }
}
