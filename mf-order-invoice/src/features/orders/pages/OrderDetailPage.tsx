import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  AsyncContent,
  EmptyState,
  PageLayout,
  RequireLogin,
  errorMessage,
  useNavigate,
  useSearchParams,
  toast,
  dialog,
  useOnDemand,
} from '@conf/shared';
import { hasETickets } from '@conf/contract';
import type { Attendee } from '../api/orders';
import { OrderDetailStore } from '../stores/OrderDetailStore';
import { StatusPanel } from '../components/StatusPanel';
import { MeetingSection } from '../components/MeetingSection';
import { HotelSection } from '../components/HotelSection';
import { ETicketSection } from '../components/ETicketSection';
import { AmountSection } from '../components/AmountSection';
import { ActionBar } from '../components/ActionBar';
import { ORDER_DETAIL_TITLE } from '../titles';
import styles from './OrderDetailPage.module.css';

// Fetched at the tap that opens them: most visits to an order open neither, and with them come react-vant's
// Dialog, Popup, Field and the form (some 15 KiB gzip).
const loadRefundDialog = () => import('../components/RefundDialog');
const loadAttendeeEditor = () => import('../components/AttendeeEditor');

/** Runs an action, then tells how it went (the server's message when it refused). */
async function run(action: () => Promise<void>, done: string): Promise<boolean> {
  try {
    await action();
    toast.success(done);
    return true;
  } catch (e) {
    toast.fail(errorMessage(e));
    return false;
  }
}

async function confirmed(title: string, message: string): Promise<boolean> {
  try {
    await dialog.confirm({ title, message });
    return true;
  } catch {
    return false; // react-vant's confirm rejects on 取消
  }
}

const Detail = observer(function Detail({ orderSn }: { orderSn: string }) {
  const [store] = useState(() => new OrderDetailStore(orderSn));
  const navigate = useNavigate();
  const [refunding, setRefunding] = useState(false);
  const [editing, setEditing] = useState<Attendee | null>(null);
  const { Component: RefundDialog, open: fetchRefundDialog } = useOnDemand(loadRefundDialog);
  const { Component: AttendeeEditor, open: fetchAttendeeEditor } = useOnDemand(loadAttendeeEditor);
  const { order } = store;
  const o = order.data;
  useEffect(() => {
    void store.load();
  }, [store]);

  const cancel = async () => {
    if (await confirmed('取消订单', '取消后名额（房间）与优惠券将退回，确定取消吗？')) await run(store.cancel, '订单已取消');
  };
  const withdraw = async () => {
    if (await confirmed('撤销退款申请', '撤销后订单恢复为已支付，确定撤销吗？')) await run(store.withdrawRefund, '已撤销退款申请');
  };
  const refund = async (reason: string) => {
    if (await run(() => store.refund(reason), '退款申请已提交')) setRefunding(false);
  };

  return (
    <AsyncContent loading={!o && !order.error} error={order.error} refused={order.refused} onRetry={store.load} skeletonRows={4}>
      {o && (
        <div className={styles.page}>
          <StatusPanel order={o} onExpire={() => void store.load()} />
          {o.kind === 'meeting' ? (
            <MeetingSection order={o} onEdit={(a) => void fetchAttendeeEditor().then((ready) => ready && setEditing(a))} />
          ) : (
            <HotelSection order={o} />
          )}
          {hasETickets(o) && <ETicketSection tickets={store.tickets} orderSn={o.order_sn} />}
          <AmountSection order={o} />
          <ActionBar
            order={o}
            onPay={() => navigate(`/payment/alipay?order_sn=${o.order_sn}`)}
            onCancel={() => void cancel()}
            onRefund={() => void fetchRefundDialog().then((ready) => ready && setRefunding(true))}
            onWithdraw={() => void withdraw()}
          />
          {RefundDialog && <RefundDialog visible={refunding} onClose={() => setRefunding(false)} onSubmit={refund} />}
          {AttendeeEditor && (
            <AttendeeEditor
              attendee={editing}
              onClose={() => setEditing(null)}
              onSaved={() => {
                setEditing(null);
                void store.load();
              }}
            />
          )}
        </div>
      )}
    </AsyncContent>
  );
});

/** /order/detail?order_sn=...: one meeting or hotel order, what it holds and what may be done with it. */
export default function OrderDetailPage() {
  const [params] = useSearchParams();
  const orderSn = params.get('order_sn') ?? '';
  return (
    <RequireLogin title={ORDER_DETAIL_TITLE}>
      {/* keyed: another order opened over this page starts from its own store */}
      <PageLayout title={ORDER_DETAIL_TITLE}>
        {orderSn ? <Detail key={orderSn} orderSn={orderSn} /> : <EmptyState description="订单不存在" />}
      </PageLayout>
    </RequireLogin>
  );
}
