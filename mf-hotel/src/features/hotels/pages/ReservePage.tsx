import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Cell } from 'react-vant/es/cell';
import { Input } from 'react-vant/es/input';
import { TextArea } from 'react-vant/es/text-area';
import { askedStay } from '@conf/contract';
import { FieldRow, Stepper, SubmitBar } from '@conf/form';
import {
  AsyncContent,
  dialog,
  FIXED_BAR_CLASS,
  formatMoney,
  Link,
  NotFoundPage,
  PageLayout,
  RequireLogin,
  toast,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@conf/shared';
import type { Stay } from '../api/hotels';
import { ReserveStore } from '../stores/ReserveStore';
import { ArrivalField } from '../components/ArrivalField';
import { CouponCell } from '../components/CouponCell';
import { GuestFields } from '../components/GuestFields';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { needsTicket, roomFeatures } from '../format';
import { StayPicker } from '../components/StayPicker';
import { TicketNotice } from '../components/TicketNotice';
import { useIdParam } from '../useIdParam';
import { RESERVE_TITLE } from '../titles';
import styles from './ReservePage.module.css';

const ReserveForm = observer(function ReserveForm({ roomId, asked }: { roomId: number; asked: Stay | null }) {
  const [store] = useState(() => new ReserveStore(roomId, asked));
  const navigate = useNavigate();
  useEffect(() => {
    void store.load();
    return store.dispose;
  }, [store]);
  const room = store.room.data;
  const { stay, window, blocked } = store;

  const submit = async () => {
    if (store.problem) {
      toast.info(store.problem);
      return;
    }
    const result = await store.submit();
    if ('order_sn' in result) {
      navigate(`/payment/alipay?order_sn=${encodeURIComponent(result.order_sn)}`);
    } else if (result.needTicket && room) {
      dialog
        .confirm({ title: '需先购买门票', message: result.message, confirmButtonText: '去购票', cancelButtonText: '取消' })
        .then(() => navigate(`/meeting/apply/${room.meeting_id}`))
        .catch(() => undefined);
    } else if (result.refused) {
      // Dates, rooms or stock the server refused: say why, and show the rooms left as they are now.
      void dialog.alert({ title: '无法预订', message: result.message });
      void store.room.load();
    } else {
      toast.fail(result.message);
    }
  };

  return (
    <PageLayout title={RESERVE_TITLE}>
      <AsyncContent loading={!room} error={store.room.error} refused={store.room.refused} onRetry={store.load} skeletonRows={5}>
        {room && (
          <div className={styles.page}>
            <section className={styles.card}>
              <h1 className={styles.hotel}>{room.hotel_name}</h1>
              <p className={styles.room}>
                {room.name} · {roomFeatures(room)}
              </p>
              {stay && window && (
                <StayPicker
                  stay={stay}
                  window={window}
                  onChange={store.setStay}
                  nightInfo={(night) => {
                    const n = room.nights.find((x) => x.night === night);
                    if (!n) return '';
                    return n.left > 0 ? `¥${n.price / 100}` : '满';
                  }}
                />
              )}
            </section>
            {needsTicket(room) && <TicketNotice meetingId={room.meeting_id} />}
            {blocked ? (
              <div className={styles.blocked} role="alert">
                <p>{blocked}</p>
                <Link to={`/hotel/detail/${room.hotel_id}`}>查看其他房型</Link>
              </div>
            ) : (
              <>
                <Cell.Group title="入住信息" inset>
                  <Cell title="房间数" label={`剩余${store.roomsLeft}间 · 每单最多${room.block.max_rooms}间`} center>
                    <Stepper name="房间数" value={store.rooms} min={1} max={store.maxRooms} onChange={store.setRooms} />
                  </Cell>
                  <GuestFields store={store} />
                  <FieldRow label="联系手机">
                    <Input type="tel" maxLength={11} placeholder="用于接收预订通知" value={store.mobile} onChange={store.setMobile} />
                  </FieldRow>
                  <ArrivalField value={store.arrival} onChange={store.setArrival} />
                  <FieldRow label="备注">
                    <TextArea
                      rows={2}
                      autoSize
                      maxLength={200}
                      placeholder="选填，如无烟房、高楼层"
                      value={store.remark}
                      onChange={store.setRemark}
                    />
                  </FieldRow>
                  <CouponCell store={store} />
                </Cell.Group>
                <PriceBreakdown store={store} />
                <p className={styles.note}>
                  {room.check_in_time}后入住，{room.check_out_time}前退房；最晚于入住日{room.check_in_time}前{room.free_cancel_hours}
                  小时免费取消。
                </p>
                <SubmitBar
                  className={FIXED_BAR_CLASS}
                  price={store.payAmount}
                  label="合计："
                  buttonText="提交订单"
                  buttonType="primary"
                  loading={store.submitting}
                  disabled={needsTicket(room)}
                  onSubmit={() => void submit()}
                  tip={store.nights.length ? `共${store.nights.length}晚 ${store.rooms}间，房费${formatMoney(store.total)}` : undefined}
                />
              </>
            )}
          </div>
        )}
      </AsyncContent>
    </PageLayout>
  );
});

/** /hotel/reserve/{roomId}?check_in=&check_out=: book a room type (login required), then pay. */
export default function ReservePage() {
  const roomId = useIdParam('id');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (roomId === null) return <NotFoundPage path={pathname} />;
  return (
    <RequireLogin title={RESERVE_TITLE}>
      <ReserveForm key={roomId} roomId={roomId} asked={askedStay(params.get('check_in'), params.get('check_out'))} />
    </RequireLogin>
  );
}
