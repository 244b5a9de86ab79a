import { Link } from '@conf/shared';
import type { RoomSummary } from '../api/hotels';
import { roomFeatures, stockText } from '../format';
import { Price } from './Price';
import styles from './RoomCard.module.css';

/** The reservation page of a room type for a stay. */
export const reservePath = (room: Pick<RoomSummary, 'id' | 'check_in' | 'check_out'>) =>
  room.check_in && room.check_out
    ? `/hotel/reserve/${room.id}?check_in=${room.check_in}&check_out=${room.check_out}`
    : `/hotel/reserve/${room.id}`;

/**
 * A room type: picture, bed, size, breakfast, the nightly price and rooms left for the stay, and 预订; when it
 * cannot be booked (sold out, after the cut-off, dates outside its window) the reason takes the button's place.
 */
export function RoomCard({ room, onOpen }: { room: RoomSummary; onOpen: () => void }) {
  const stock = stockText(room);
  return (
    <div className={styles.room} data-testid="room-card">
      <button type="button" className={styles.main} onClick={onOpen}>
        <img className={styles.cover} src={room.cover} alt="" loading="lazy" />
        <span className={styles.body}>
          <span className={styles.name}>{room.name}</span>
          <span className={styles.features}>{roomFeatures(room)}</span>
          <span className={styles[stock.tone]}>{stock.text}</span>
          <span className={styles.price}>
            {room.price === null ? <span className={styles.none}>暂未开放</span> : <Price fen={room.price} suffix="/晚" />}
          </span>
        </span>
      </button>
      {room.state === 'available' ? (
        <Link className={styles.book} to={reservePath(room)}>
          预订
        </Link>
      ) : (
        <span className={styles.unavailable}>{room.state === 'out_of_range' ? '不可订' : room.state_text}</span>
      )}
    </div>
  );
}
