import { dayjs, formatMoney } from '@conf/shared';
import type { OrderDetail } from '../api/orders';
import { Row, Section } from './Section';
import { stayText } from './orderText';

/** A hotel order: where, which room, every night with its price, and who stays. */
export function HotelSection({ order }: { order: OrderDetail }) {
  const { hotel, room } = order;
  return (
    <Section title="预订信息" testId="order-hotel">
      {hotel && (
        <>
          <Row label="酒店">{hotel.name}</Row>
          {hotel.address && <Row label="地址">{hotel.address}</Row>}
          {hotel.phone && (
            <Row label="电话">
              <a href={`tel:${hotel.phone}`}>{hotel.phone}</a>
            </Row>
          )}
        </>
      )}
      {room && <Row label="房型">{[room.name, room.bed_type, room.breakfast].filter(Boolean).join(' · ')}</Row>}
      <Row label="入住">{stayText(order)}</Row>
      {order.night_prices?.map((n) => (
        <Row key={n.night} label={`${dayjs(n.night).format('M月D日 ddd')} 每间`}>
          {formatMoney(n.price)} × {order.rooms ?? 1}
        </Row>
      ))}
      {!!order.guests?.length && <Row label="入住人">{order.guests.join('、')}</Row>}
      <Row label="联系电话">{order.contact_mobile}</Row>
      {order.arrival_time && <Row label="预计到店">{order.arrival_time}</Row>}
      {order.remark && <Row label="备注">{order.remark}</Row>}
    </Section>
  );
}
