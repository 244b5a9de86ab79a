import { Link } from 'react-router-dom';
import type { HotelSummary } from '../api/hotels';
import { distanceText } from '../format';
import { Price } from './Price';
import { StarBadge } from './StarBadge';
import styles from './HotelCard.module.css';

/** One hotel in a meeting's list: cover, name, rating, distance to the venue, address, rooms for the meeting's nights, lowest price. */
export function HotelCard({ hotel }: { hotel: HotelSummary }) {
  return (
    <Link to={`/hotel/detail/${hotel.id}`} className={styles.card} data-testid="hotel-card">
      <img className={styles.cover} src={hotel.cover} alt={hotel.name} loading="lazy" />
      <div className={styles.body}>
        <h3 className={styles.name}>{hotel.name}</h3>
        <div className={styles.meta}>
          <StarBadge star={hotel.star} />
          <span className={styles.distance}>{distanceText(hotel.distance)}</span>
        </div>
        <p className={styles.address}>{hotel.address}</p>
        <div className={styles.tags}>
          {/* rooms_left: the best room type's fewest rooms over the meeting's nights, before its cut-off */}
          {hotel.available ? <span className={styles.ok}>会议期间有房</span> : <span className={styles.full}>会议期间已满房或已截止预订</span>}
          {hotel.ticket_required && <span className={styles.ticket}>需持会议门票</span>}
        </div>
        <div className={styles.price}>{hotel.min_price === null ? <span className={styles.none}>暂无房型</span> : <Price fen={hotel.min_price} suffix="起" />}</div>
      </div>
    </Link>
  );
}
