import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { AsyncContent, Loadable, PageLayout, RequireLogin, formatDateRange, useSearchParams } from '@conf/shared';
import { getPrintTicket } from '../api/orders';
import { QrImage } from '../components/QrImage';
import { ShortCode } from '../components/ShortCode';
import { PRINT_TICKET_TITLE } from '../titles';
import styles from './PrintTicketPage.module.css';

const Tickets = observer(function Tickets({ orderSn }: { orderSn: string }) {
  const [ticket] = useState(() => new Loadable(() => getPrintTicket(orderSn)));
  useEffect(() => void ticket.load(), [ticket]);
  const t = ticket.data;
  return (
    <AsyncContent loading={!t && !ticket.error} error={ticket.error} refused={ticket.refused} onRetry={ticket.load}>
      {t && (
        <div className={styles.sheet}>
          {t.tickets.map((p) => (
            <article key={p.attendee_id} className={styles.ticket} data-testid="print-ticket">
              <h2>{t.meeting.title}</h2>
              <p>{formatDateRange(t.meeting.start_at, t.meeting.end_at)}</p>
              <p>{[t.meeting.city, t.meeting.venue, t.meeting.address].filter(Boolean).join(' ')}</p>
              <QrImage svg={p.qr_svg} label={`${p.name}的电子票二维码`} size={200} />
              {p.short_code && <ShortCode code={p.short_code} />}
              <p className={styles.name}>
                {p.name}
                {p.company && ` · ${p.company}`}
              </p>
              <p>{p.ticket_name}</p>
              <p className={styles.sn}>订单号 {t.order_sn}</p>
              <p className={styles.notice}>{t.notice}</p>
            </article>
          ))}
          <div className={styles.print}>
            <Button round block type="primary" onClick={() => window.print()}>
              打印
            </Button>
          </div>
        </div>
      )}
    </AsyncContent>
  );
});

/** /order/ticket?order_sn=...: the order's e-tickets laid out for paper, one per page. */
export default function PrintTicketPage() {
  const orderSn = useSearchParams()[0].get('order_sn') ?? '';
  return (
    <RequireLogin title={PRINT_TICKET_TITLE}>
      <PageLayout title={PRINT_TICKET_TITLE}>
        <Tickets key={orderSn} orderSn={orderSn} />
      </PageLayout>
    </RequireLogin>
  );
}
