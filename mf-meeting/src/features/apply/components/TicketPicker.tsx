import { observer } from 'mobx-react-lite';
import { formatMoney, formatTime } from '@conf/shared';
import type { Ticket } from '../api/applyForm';
import styles from './TicketPicker.module.css';

const when = (d: string) => formatTime(d, 'M月D日 HH:mm');

/** Why a ticket cannot be chosen now, or null when it is on sale. */
function closedText(t: Ticket): string | null {
  if (t.sale_state === 'sold_out') return '已售罄';
  // When it opens is in the sale window line.
  if (t.sale_state === 'not_started') return '未开售';
  if (t.sale_state === 'ended') return '已停售';
  return null;
}

interface TicketPickerProps {
  tickets: Ticket[];
  value: number | null;
  onChange: (id: number) => void;
}

/**
 * The ticket types with price, seats left, sale window and per-order limit; only those on sale can be chosen.
 * Each card is the radio (focusable, Space/Enter through the app's keyboard access); the round tick in it is
 * only a picture of its state, not a second radio nested inside.
 */
export const TicketPicker = observer(function TicketPicker({ tickets, value, onChange }: TicketPickerProps) {
  return (
    <div role="radiogroup" aria-label="票种">
      {tickets.map((t) => {
        const closed = closedText(t);
        const window = t.sale_start ? `${when(t.sale_start)} 至 ${when(t.sale_end)}` : `即日起至 ${when(t.sale_end)}`;
        return (
          <div
            key={t.id}
            role="radio"
            aria-checked={t.id === value}
            aria-disabled={!!closed}
            tabIndex={closed ? -1 : 0}
            onClick={() => !closed && onChange(t.id)}
            className={`${styles.ticket} ${t.id === value ? styles.active : ''} ${closed ? styles.closed : ''}`}
            data-testid="ticket"
          >
            <div className={styles.main}>
              <div className={styles.head}>
                <strong>{t.name}</strong>
                <span className={styles.price}>{t.price ? formatMoney(t.price) : '免费'}</span>
              </div>
              {t.description && <p className={styles.desc}>{t.description}</p>}
              <p className={styles.meta}>
                售票时间：{window}
                <br />
                剩余 {t.stock} 张 · 每单限 {t.limit} 人
              </p>
            </div>
            {closed ? (
              <span className={styles.state}>{closed}</span>
            ) : (
              <span className="rv-radio" aria-hidden="true">
                <span className={`rv-radio__icon rv-radio__icon--round${t.id === value ? ' rv-radio__icon--checked' : ''}`}>
                  <span className={`rv-icon ${styles.tick}`} />
                </span>
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
});
