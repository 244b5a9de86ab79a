import { Link } from '@conf/shared';
import type { HotelState, HotelSummary } from '../api/hotels';
import { distanceText } from '../format';
import { Price } from './Price';
import { StarBadge } from './StarBadge';
import styles from './HotelCard.module.css';

const STATE_TEXT: Record<HotelState, string> = { available: '会议期间有房', sold_out: '已满房', closed: '已截止预订' };

/** One hotel in a meeting's list: cover, name, rating, distance to the venue, address, rooms for the meeting's nights, lowest price. */
export function HotelCard({ hotel }: { hotel: HotelSummary }) {
  return (
    <Link to={`/hotel/detail/${hotel.id}`} className={styles.card} data-testid="hotel-card">
      <img className={styles.cover} src={hotel.cover} alt="" loading="lazy" />
      <div className={styles.body}>
        <h3 className={styles.name}>{hotel.name}</h3>
        <div className={styles.meta}>
          <StarBadge star={hotel.star} />
          <span className={styles.distance}>{distanceText(hotel.distance)}</span>
        </div>
        <p className={styles.address}>{hotel.address}</p>
        <div className={styles.tags}>
          <span className={hotel.state === 'available' ? styles.ok : styles.full}>{STATE_TEXT[hotel.state]}</span>
          {hotel.ticket_required && <span className={styles.ticket}>需持会议门票</span>}
        </div>
        <div className={styles.price}>
          {hotel.min_price === null ? <span className={styles.none}>暂无房型</span> : <Price fen={hotel.min_price} suffix="起" />}
        </div>
      </div>
    </Link>
  );
}
