import { observer } from 'mobx-react-lite';
import { AsyncContent, type Loadable, Link } from '@conf/shared';
import type { ETicket } from '../api/orders';
import { Section } from './Section';
import { QrImage } from './QrImage';
import { ShortCode } from './ShortCode';
import styles from './ETicketSection.module.css';

/** The e-tickets of a paid meeting order: one signed QR per attendee, shown at the check-in desk. */
export const ETicketSection = observer(function ETicketSection({ tickets, orderSn }: { tickets: Loadable<ETicket[]>; orderSn: string }) {
  return (
    <Section title="电子票" extra={<Link to={`/order/ticket?order_sn=${orderSn}`}>打印电子票</Link>} testId="order-etickets">
      <AsyncContent
        loading={!tickets.data && !tickets.error}
        error={tickets.error}
        refused={tickets.refused}
        onRetry={tickets.load}
        skeletonRows={1}
        empty={tickets.data?.length === 0}
        emptyText="暂无电子票"
      >
        <ul className={styles.list}>
          {tickets.data?.map((t) => (
            <li key={t.id} className={styles.ticket} data-testid="eticket">
              <div className={styles.who}>
                <b>{t.name}</b>
                <span>{t.ticket_name}</span>
                <span className={t.state === 'valid' ? styles.valid : styles.muted}>{t.state_text}</span>
              </div>
              {t.qr_svg ? <QrImage svg={t.qr_svg} label={`${t.name}的电子票二维码`} /> : <p className={styles.muted}>二维码已失效</p>}
              {t.qr_svg && t.short_code && <ShortCode code={t.short_code} />}
            </li>
          ))}
        </ul>
      </AsyncContent>
    </Section>
  );
});
