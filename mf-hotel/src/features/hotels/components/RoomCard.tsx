import { Button } from 'react-vant/es/button';
import type { RoomSummary } from '../api/hotels';
import { stockText } from '../format';
import { Price } from './Price';
import styles from './RoomCard.module.css';

export const roomFeatures = (room: Pick<RoomSummary, 'bed_type' | 'area' | 'breakfast'>) =>
  [room.bed_type, room.area ? `${room.area}㎡` : '', room.breakfast].filter(Boolean).join(' · ');

/** A room type: picture, bed, size, breakfast, rooms left and the nightly price. Booking opens in a later release. */
export function RoomCard({ room, onOpen }: { room: RoomSummary; onOpen: () => void }) {
  const stock = stockText(room);
  return (
    <div className={styles.room} data-testid="room-card">
      <button type="button" className={styles.main} onClick={onOpen}>
        <img className={styles.cover} src={room.cover} alt={room.name} loading="lazy" />
        <span className={styles.body}>
          <span className={styles.name}>{room.name}</span>
          <span className={styles.features}>{roomFeatures(room)}</span>
          <span className={styles[stock.tone]}>{stock.text}</span>
          <span className={styles.price}>
            <Price fen={room.price} suffix="/晚" />
          </span>
        </span>
      </button>
      <Button size="small" round disabled className={styles.book}>
        即将开放
      </Button>
    </div>
  );
}
