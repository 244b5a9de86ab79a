import { Cell } from 'react-vant/es/cell';
import { apiBase, formatMoney, formatTime } from '@conf/shared';
import type { InvoiceDetail } from '../api/invoices';
import { StatusTag } from './StatusTag';
import styles from './InvoiceSummary.module.css';

const documentHref = (url: string) => `${apiBase().replace(/\/$/, '')}${url}`;

/** An application as it stands: status, buyer, the orders it covers, and its documents to download. */
export function InvoiceSummary({ detail }: { detail: InvoiceDetail }) {
  return (
    <>
      <div className={styles.head}>
        <StatusTag code={detail.status_code} text={detail.status} />
        <span className={styles.total}>{formatMoney(detail.amount)}</span>
      </div>
      {detail.fail_reason && <p className={styles.fail}>开票失败原因：{detail.fail_reason}</p>}
      <Cell.Group inset title="发票信息">
        <Cell title="发票类型" value={detail.kind_text} />
        <Cell title="抬头" value={detail.buyer_name} />
        {detail.buyer_tax_no && <Cell title="税号" value={detail.buyer_tax_no} />}
        <Cell title="接收邮箱" value={detail.email} />
      </Cell.Group>
      <Cell.Group inset title="开票订单">
        {detail.items.map((i) => (
          <Cell key={i.order_sn} title={i.title} label={`订单号 ${i.order_sn}`} value={formatMoney(i.amount)} />
        ))}
      </Cell.Group>
      {detail.documents.length > 0 && (
        <Cell.Group inset title="电子发票">
          {detail.documents.map((d) => (
            <Cell
              key={d.number}
              title={d.color === 'red' ? '红字发票' : '电子发票'}
              label={`${d.number} · ${formatTime(d.issued_at, 'YYYY-MM-DD HH:mm')} · ${formatMoney(d.amount)}`}
              value={
                <a className={styles.download} href={documentHref(d.pdf_url)} download={`${d.number}.pdf`} target="_blank" rel="noreferrer">
                  下载 PDF
                </a>
              }
            />
          ))}
        </Cell.Group>
      )}
    </>
  );
}
