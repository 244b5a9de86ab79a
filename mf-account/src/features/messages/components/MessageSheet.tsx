import { Popup } from 'react-vant/es/popup';
import { formatTime } from '@conf/shared';
import type { Message } from '../api/messages';
import styles from './MessageSheet.module.css';

/** The whole message, in a sheet over the list. */
export function MessageSheet({ message, onClose }: { message: Message | null; onClose: () => void }) {
  return (
    <Popup visible={message !== null} onClose={onClose} position="bottom" round closeable style={{ maxHeight: '80%' }}>
      {message && (
        <article className={styles.sheet} data-testid="message-detail">
          <h2 className={styles.title}>{message.title}</h2>
          <time className={styles.time}>{formatTime(message.created_at)}</time>
          <p className={styles.text}>{message.content}</p>
        </article>
      )}
    </Popup>
  );
}
