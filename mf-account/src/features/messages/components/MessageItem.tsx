import { observer } from 'mobx-react-lite';
import BillO from '@react-vant/icons/es/BillO';
import BullhornO from '@react-vant/icons/es/BullhornO';
import CalendarO from '@react-vant/icons/es/CalendarO';
import OrdersO from '@react-vant/icons/es/OrdersO';
import { formatTime } from '@conf/shared';
import type { Message } from '../api/messages';
import styles from './MessageItem.module.css';

const ICONS: Record<string, typeof BullhornO> = { meeting: CalendarO, order: OrdersO, invoice: BillO };

/** Today's messages show the time, older ones the date. */
export function messageTime(at: string, now = new Date()): string {
  const sameDay = formatTime(at, 'YYYY-MM-DD') === formatTime(now, 'YYYY-MM-DD');
  return formatTime(at, sameDay ? 'HH:mm' : 'M月D日 HH:mm');
}

/** A message in the list: kind icon, title with an unread dot, the start of the text and when it came. */
export const MessageItem = observer(function MessageItem({
  message,
  onOpen,
  onTouch,
}: {
  message: Message;
  onOpen: () => void;
  /** A finger (or a pointer) is on it: what the tap will open may be fetched now. */
  onTouch?: () => void;
}) {
  const Icon = ICONS[message.kind] ?? BullhornO;
  return (
    <button
      type="button"
      className={`${styles.item} ${message.is_read ? styles.read : ''}`}
      onClick={onOpen}
      onPointerDown={onTouch}
      data-testid="message-item"
    >
      <span className={styles.icon}>
        <Icon />
        {!message.is_read && <i className={styles.dot} aria-label="未读" />}
      </span>
      <span className={styles.body}>
        <span className={styles.head}>
          <strong className={styles.title}>{message.title}</strong>
          <time className={styles.time}>{messageTime(message.created_at)}</time>
        </span>
        <span className={styles.text}>{message.content}</span>
      </span>
    </button>
  );
});
