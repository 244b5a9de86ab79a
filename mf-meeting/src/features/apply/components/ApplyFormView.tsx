import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { Cell, Form, SubmitBar, type ValidateError } from '@conf/form';
import { errorMessage, FIXED_BAR_CLASS, formatDateRange, formatMoney, toast, useNavigate, useOnDemand } from '@conf/shared';
import { SectionCard } from '../../../common/components/SectionCard';
import type { ApplyForm } from '../api/applyForm';
import { saveApplyer, type Contact } from '../api/contacts';
import type { ApplyStore } from '../stores/applyStore';
import { duplicateMobile, toApplyers } from '../payload';
import { AttendeeCard, slotName } from './AttendeeCard';
import { ClaimList } from './ClaimList';
import { TicketPicker } from './TicketPicker';
import styles from './ApplyFormView.module.css';

// The two sheets, with react-vant's Popup, Overlay and transitions (about 7 KiB gzip), come at the first tap on
// what opens them, fetched from the first touch.
const loadContactPicker = () => import('./ContactPicker');
const loadCouponSheet = () => import('./CouponSheet');

/**
 * Brings the first marked field into view once its message is drawn (the form has no scroll-to-error of its own).
 * The messages come with a render of their own after the check, which may land a frame or more after it.
 */
function scrollToFirstError(framesLeft = 60) {
  requestAnimationFrame(() => {
    const marked = document.querySelector('.rv-field__error-message');
    if (marked) marked.scrollIntoView({ block: 'center', behavior: 'smooth' });
    else if (framesLeft > 0) scrollToFirstError(framesLeft - 1);
  });
}

/** The open sign-up: ticket, attendees, coupon, total, submit. */
export const ApplyFormView = observer(function ApplyFormView({ store, data }: { store: ApplyStore; data: ApplyForm }) {
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const [choosingCoupon, setChoosingCoupon] = useState(false);
  const contactSheet = useOnDemand(loadContactPicker);
  const couponSheet = useOnDemand(loadCouponSheet);
  const ContactPicker = contactSheet.Component;
  const CouponSheet = couponSheet.Component;
  const pickContacts = async () => setPicking(await contactSheet.open());
  const chooseCoupon = async () => store.total > 0 && setChoosingCoupon(await couponSheet.open());
  const limit = store.ticket?.limit ?? 1;
  const full = store.attendees.length >= limit;

  const addContacts = (contacts: Contact[]) => {
    const room = limit - store.attendees.length;
    if (contacts.length > room) toast.info(`该票种每单最多${limit}人`);
    // A blank first card is replaced by the first contact rather than left empty above it.
    const [first] = store.attendees;
    const blank = store.attendees.length === 1 && !first.contact && !form.getFieldValue([slotName(first.key), 'name']);
    if (blank && contacts.length) store.removeAttendee(first.key);
    for (const c of contacts.slice(0, blank ? room + 1 : room)) {
      const key = store.addAttendee(c);
      form.setFieldsValue({
        [slotName(key)]: { name: c.name, mobile: c.mobile, company: c.company, position: c.position, id_number: c.id_number },
      });
    }
  };

  const submit = async () => {
    if (!store.ticket) return toast.info('请选择票种');
    if (store.attendees.length > limit) return toast.info(`该票种每单最多${limit}人`);
    let values: Record<string, never>;
    try {
      values = await form.validateFields();
    } catch (e) {
      const first = (e as Partial<ValidateError<unknown>>).errorFields?.[0];
      const index = store.attendees.findIndex((a) => slotName(a.key) === first?.name[0]);
      // At the top, clear of the fields whose messages it sums up.
      if (first) toast.info({ message: `第${index + 1}位参会人：${first.errors[0]}`, position: 'top' });
      scrollToFirstError();
      return;
    }
    const applyers = toApplyers(values, store.attendees, data.fields);
    const duplicate = duplicateMobile(applyers);
    if (duplicate) return toast.info(duplicate);
    try {
      const placed = await store.submit(applyers);
      // Typed-in people are kept among the contacts for next time; a failure there must not hold up the order.
      for (const { name, mobile, company, position, id_number, contact_id } of applyers) {
        if (contact_id === null) void saveApplyer({ name, mobile, company, position, id_number }).catch(() => undefined);
      }
      const sn = encodeURIComponent(placed.order_sn);
      navigate(placed.status === 'paid' ? `/order/detail?order_sn=${sn}` : `/payment/alipay?order_sn=${sn}`, { replace: true });
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  const couponText = store.coupon ? `-${formatMoney(store.discount)}` : store.total > 0 ? '选择优惠券' : '无需使用';
  return (
    <div className={styles.page}>
      <section className={styles.meeting}>
        <h1>{data.meeting.title}</h1>
        <p>{formatDateRange(data.meeting.start_at, data.meeting.end_at)}</p>
        <p>{[data.meeting.city, data.meeting.venue].filter(Boolean).join(' · ')}</p>
      </section>
      <SectionCard title="选择票种">
        <TicketPicker tickets={data.tickets} value={store.ticketId} onChange={store.chooseTicket} />
      </SectionCard>
      <SectionCard title={`参会人（${store.attendees.length}人）`}>
        <Form form={form} className={styles.form}>
          {store.attendees.map((a, i) => (
            <AttendeeCard
              key={a.key}
              slotKey={a.key}
              index={i}
              fields={data.fields}
              fromContact={!!a.contact}
              onRemove={store.attendees.length > 1 ? () => store.removeAttendee(a.key) : undefined}
            />
          ))}
        </Form>
        <div className={styles.add}>
          <Button size="small" round disabled={full} onPointerDown={contactSheet.preload} onClick={() => void pickContacts()}>
            从常用参会人添加
          </Button>
          <Button size="small" round disabled={full} onClick={() => store.addAttendee()}>
            手动添加
          </Button>
        </div>
        <p className={styles.hint}>{full ? `已达每单上限${limit}人` : `每单最多${limit}人；手动添加的参会人提交后将保存到常用参会人`}</p>
      </SectionCard>
      <SectionCard title="优惠" flush>
        <div data-testid="order-amount">
          <Cell
            title="订单金额"
            value={`${formatMoney(store.ticket?.price ?? 0)} × ${store.attendees.length} = ${formatMoney(store.total)}`}
          />
        </div>
        {/* The sheet's code is fetched from the first touch on the row. */}
        <div data-testid="coupon-cell" onPointerDown={couponSheet.preload}>
          <Cell
            title="优惠券"
            isLink={store.total > 0}
            value={<span className={store.coupon ? styles.discount : undefined}>{couponText}</span>}
            label={store.coupon?.name}
            onClick={() => void chooseCoupon()}
          />
        </div>
        <ClaimList meetingId={store.meetingId} onClaimed={() => void store.refreshCoupon()} />
      </SectionCard>
      <SubmitBar
        className={FIXED_BAR_CLASS}
        price={store.payAmount}
        label="合计："
        buttonText={store.payAmount > 0 ? '提交订单' : '提交报名'}
        loading={store.submitting}
        disabled={!store.ticket}
        onSubmit={() => void submit()}
      />
      {ContactPicker && (
        <ContactPicker
          visible={picking}
          taken={picking ? store.attendees.map((a) => String(form.getFieldValue([slotName(a.key), 'mobile']) ?? '')) : []}
          onClose={() => setPicking(false)}
          onPick={addContacts}
        />
      )}
      {CouponSheet && (
        <CouponSheet
          visible={choosingCoupon}
          meetingId={store.meetingId}
          total={store.total}
          selectedId={store.coupon?.id ?? null}
          onClose={() => setChoosingCoupon(false)}
          onPick={store.pickCoupon}
        />
      )}
    </div>
  );
});
