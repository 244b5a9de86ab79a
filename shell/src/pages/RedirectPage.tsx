import { useEffect } from 'react';
import { Loading } from 'react-vant/es/loading';
import { LoadingSkeleton, safeTarget, sessionStore, useNavigate, useSearchParams } from '@conf/shared';
import { orderPage, returnedOrder, waitForPayment } from './paymentReturn';
import styles from './RedirectPage.module.css';

/**
 * Returns from outside (payment, OAuth): refresh the session, then continue to `to` (or `redirect`).
 * Back from paying an order, it first waits for the payment to be confirmed, then opens the order.
 */
export default function RedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeTarget(params.get('to') ?? params.get('redirect'));
  const orderSn = returnedOrder(params, target);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await sessionStore.refresh();
      // Only a logged-in phone can ask about its order; the order page asks a visitor to log in.
      if (orderSn && sessionStore.loggedIn) await waitForPayment(orderSn, () => cancelled);
      if (!cancelled) navigate(orderSn ? orderPage(orderSn) : target, { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [navigate, target, orderSn]);
  if (!orderSn) return <LoadingSkeleton rows={2} />;
  return (
    <div className={styles.checking} data-testid="payment-checking">
      <Loading size={36} vertical color="var(--rv-primary-color, #675643)">
        支付结果确认中
      </Loading>
      <p>请稍候，正在向支付宝确认付款结果</p>
    </div>
  );
}
