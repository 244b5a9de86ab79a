import { requiredArg, type Command } from '../../cli/command';
import { loadConfig } from '../../config';
import { BizError } from '../../lib/errors';
import { INVOICE_STATUS_TEXT, issueInvoice, reverseInvoice, type InvoiceStatus } from './applications';
import type { Db } from '../../db';

const idArg = (a: Record<string, string>) => {
  const id = Number(requiredArg(a, 'id', '发票申请ID'));
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw new Error('--id 应为发票申请ID（正整数）');
  return id;
};

async function statusOf(db: Db, id: number): Promise<{ status: InvoiceStatus; fail_reason: string }> {
  const [row] = await db.query<{ status: InvoiceStatus; fail_reason: string }>(
    'SELECT status, fail_reason FROM invoice_applications WHERE id = $1',
    [id],
  );
  if (!row) throw new BizError(`发票申请 ${id} 不存在`);
  return row;
}

async function issue(db: Db, id: number, from: InvoiceStatus[]): Promise<string> {
  const before = await statusOf(db, id);
  if (!from.includes(before.status)) throw new BizError(`发票申请 ${id} 当前为${INVOICE_STATUS_TEXT[before.status]}，不能执行此操作`);
  await issueInvoice(db, loadConfig(), id);
  const after = await statusOf(db, id);
  return `发票申请 ${id}：${INVOICE_STATUS_TEXT[after.status]}${after.fail_reason ? `（${after.fail_reason}）` : ''}`;
}

/** Organisers issue, retry and reverse invoices from the admin CLI. */
export const invoiceCommands: Command[] = [
  { name: 'invoice-issue', help: '开具待开票的发票申请  --id 发票申请ID', run: (db, a) => issue(db, idArg(a), ['pending']) },
  { name: 'invoice-retry', help: '重新开具开票失败的发票申请  --id 发票申请ID', run: (db, a) => issue(db, idArg(a), ['failed']) },
  {
    name: 'invoice-reverse',
    help: '红冲已开具的发票（开具红字发票，订单可退款）  --id 发票申请ID',
    async run(db, a) {
      const id = idArg(a);
      await reverseInvoice(db, loadConfig(), id);
      return `发票申请 ${id}：${INVOICE_STATUS_TEXT[(await statusOf(db, id)).status]}`;
    },
  },
];
