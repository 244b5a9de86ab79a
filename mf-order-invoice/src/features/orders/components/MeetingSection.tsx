import { Button } from 'react-vant/es/button';
import { formatDateRange, formatMoney } from '@conf/shared';
import type { Attendee, OrderDetail } from '../api/orders';
import { Row, Section } from './Section';
import styles from './MeetingSection.module.css';

/** Attendees may be corrected while the order is live and the meeting has not started (the server says the final word). */
const editable = (o: OrderDetail) =>
  (o.status === 'unpaid' || o.status === 'paid') && !!o.meeting && new Date(o.meeting.start_at).getTime() > Date.now();

/** A meeting order: the meeting, the ticket, and its attendees. */
export function MeetingSection({ order, onEdit }: { order: OrderDetail; onEdit: (a: Attendee) => void }) {
  const { meeting, ticket } = order;
  const canEdit = editable(order);
  return (
    <Section title="报名信息" testId="order-meeting">
      {meeting && (
        <>
          <Row label="会议">{meeting.title}</Row>
          <Row label="时间">{formatDateRange(meeting.start_at, meeting.end_at)}</Row>
          {(meeting.venue || meeting.address) && (
            <Row label="地点">{[meeting.city, meeting.venue, meeting.address].filter(Boolean).join(' ')}</Row>
          )}
        </>
      )}
      {ticket && (
        <Row label="票种">
          {ticket.name} {formatMoney(ticket.price)} × {order.quantity ?? 0}
        </Row>
      )}
      <ul className={styles.people}>
        {order.attendees?.map((a) => (
          <li key={a.id} className={styles.person} data-testid="attendee">
            <div>
              <b>{a.name}</b> <span>{a.mobile}</span>
              {(a.company || a.position) && <p>{[a.company, a.position].filter(Boolean).join(' · ')}</p>}
            </div>
            {canEdit && (
              <Button size="mini" round plain type="primary" onClick={() => onEdit(a)}>
                修改信息
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
