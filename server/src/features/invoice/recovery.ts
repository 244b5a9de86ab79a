import type { Db } from '../../db';
import type { ServerConfig } from '../../config';
import { recordIssued, recordReversed, type ApplicationRow } from './applications';
import { invoiceProviderFor, serialOf } from './provider';

/** Longer than any provider call lasts: an application still 开票中 or 冲红中 then has lost its caller. */
const STUCK = "status IN ('issuing', 'reversing') AND updated_at < now() - interval '10 minutes'";

/**
 * Applications stuck in 开票中 or 冲红中 (their instance died mid-call, or the call hung) are not reset
 * blindly, which could make a second blue or red invoice: the provider is asked about their serial first.
 * Issued there: recorded (已开票, 已红冲). Unknown there: back to 开票失败 or 已开票, to be retried under the
 * same serial. The provider not answering: left as they are for the next run, and the run fails saying so.
 */
export async function recoverStuckInvoices(db: Db, config: ServerConfig): Promise<number> {
  const stuck = await db.query<ApplicationRow>(`SELECT * FROM invoice_applications WHERE ${STUCK} ORDER BY id LIMIT 20`);
  const unreachable: string[] = [];
  let settled = 0;
  for (const app of stuck) {
    const color = app.status === 'issuing' ? 'blue' : 'red';
    let doc;
    try {
      doc = await invoiceProviderFor(db).query(serialOf(app.id, color));
    } catch (error) {
      unreachable.push(`#${app.id}: ${(error as Error).message}`);
      continue;
    }
    if (doc) {
      if (await (color === 'blue' ? recordIssued : recordReversed)(db, config, app, doc)) settled += 1;
      continue;
    }
    // Conditional: a call that finished meanwhile has recorded its outcome, which stands.
    const reset = await db.query(
      `UPDATE invoice_applications SET status = CASE status WHEN 'issuing' THEN 'failed' ELSE 'issued' END,
              fail_reason = CASE status WHEN 'issuing' THEN '开票超时，请重试' ELSE fail_reason END, updated_at = now()
        WHERE id = $1 AND ${STUCK} RETURNING id`,
      [app.id],
    );
    settled += reset.length;
  }
  if (unreachable.length) throw new Error(`开票服务暂不可用，卡住的发票申请下次再查：${unreachable.join('; ')}`);
  return settled;
}
