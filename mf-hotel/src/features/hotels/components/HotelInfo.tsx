import ClockO from '@react-vant/icons/es/ClockO';
import LocationO from '@react-vant/icons/es/LocationO';
import PhoneO from '@react-vant/icons/es/PhoneO';
import type { HotelDetail } from '../api/hotels';
import { distanceText } from '../format';
import { StarBadge } from './StarBadge';
import styles from './HotelInfo.module.css';
import section from './sectionHeading.module.css';

/** Name, rating, the meeting it serves, address, phone, check-in times, facilities and introduction. */
export function HotelInfo({ hotel }: { hotel: HotelDetail }) {
  return (
    <>
      <section className={styles.card}>
        <h1 className={styles.name}>{hotel.name}</h1>
        <div className={styles.meta}>
          <StarBadge star={hotel.star} />
          <span>{distanceText(hotel.distance)}</span>
        </div>
        <p className={styles.meeting}>「{hotel.meeting_title}」协议酒店</p>
        <div className={styles.row}>
          <LocationO className={styles.icon} />
          <span>{hotel.address}</span>
        </div>
        {hotel.phone && (
          <a className={styles.row} href={`tel:${hotel.phone}`}>
            <PhoneO className={styles.icon} />
            <span>{hotel.phone}</span>
          </a>
        )}
        <div className={styles.row}>
          <ClockO className={styles.icon} />
          <span>
            {hotel.check_in_time}后入住 · {hotel.check_out_time}前退房
          </span>
        </div>
      </section>
      {(hotel.facilities.length > 0 || hotel.intro) && (
        <section className={styles.card}>
          <h2 className={section.heading}>酒店介绍</h2>
          {hotel.facilities.length > 0 && (
            <ul className={styles.facilities}>
              {hotel.facilities.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          )}
          {hotel.intro && <p className={styles.intro}>{hotel.intro}</p>}
        </section>
      )}
    </>
  );
}
