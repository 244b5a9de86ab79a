import { Popup } from 'react-vant/es/popup';
import { Link, formatTime, safeTarget } from '@conf/shared';
import type { Message } from '../api/messages';
import styles from './MessageSheet.module.css';

/** The whole message, in a sheet over the list, with the way to what it is about (查看订单). Fetched when first wanted. */
export default function MessageSheet({ message, onClose }: { message: Message | null; onClose: () => void }) {
  return (
    <Popup visible={message !== null} onClose={onClose} position="bottom" round closeable style={{ maxHeight: '80%' }}>
      {message && (
        <article className={styles.sheet} data-testid="message-detail">
          <h2 className={styles.title}>{message.title}</h2>
          <time className={styles.time}>{formatTime(message.created_at)}</time>
          <p className={styles.text}>{message.content}</p>
          {message.link && (
            <Link className={styles.link} to={safeTarget(message.link)} onClick={onClose}>
              {message.kind === 'order' ? '查看订单' : '查看详情'}
            </Link>
          )}
        </article>
      )}
    </Popup>
  );
}
