import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import {
  AsyncContent,
  Link,
  Loadable,
  PageLayout,
  errorMessage,
  loginPath,
  sessionStore,
  toast,
  useNavigate,
  useParams,
  useWechatShare,
} from '@conf/shared';
import { getCouponShare, obtainCoupon, type CouponShare } from '../api/coupons';
import { CouponCard } from '../components/CouponCard';
import { claimValidity } from '../components/validity';
import styles from './CouponSharePage.module.css';

/** What the one button can do for this visitor, or why it cannot. */
function stateOf(c: CouponShare): { label: string; open: boolean } {
  if (c.obtained >= c.per_user_limit) return { label: '已领取', open: false };
  if (c.ended) return { label: '活动已结束', open: false };
  if (c.remaining <= 0) return { label: '已抢光', open: false };
  if (Date.parse(c.claim_start) > Date.now()) return { label: '尚未开始领取', open: false };
  return { label: '立即领取', open: true };
}

/** /coupons/share/:id: a coupon a friend shared, to claim with one tap (after logging in, back here). */
export default observer(function CouponSharePage() {
  const id = Number(useParams().id);
  const coupon = useMemo(() => new Loadable(() => getCouponShare(id)), [id]);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const { loggedIn } = sessionStore;
  // Loaded again when the visitor logs in: what they already hold of it changes the button.
  useEffect(() => void coupon.load(), [coupon, loggedIn]);
  const c = coupon.data;
  useWechatShare(c ? { title: c.title, desc: c.text, link: c.path } : undefined);

  const claim = async () => {
    if (!loggedIn) {
      navigate(loginPath(`/coupons/share/${id}`));
      return;
    }
    setBusy(true);
    try {
      await obtainCoupon(id);
      toast.success('领取成功');
      await coupon.load();
    } catch (e) {
      toast.fail(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout title="优惠券">
      <div className={styles.page}>
        <AsyncContent loading={!c && !coupon.error} error={coupon.error} refused={coupon.refused} onRetry={coupon.load}>
          {c && (
            <>
              <p className={styles.lead}>{c.title}</p>
              <CouponCard coupon={c} validity={claimValidity(c)} stamp={c.ended ? '已结束' : undefined} />
              <Button block round type="primary" disabled={!stateOf(c).open} loading={busy} onClick={() => void claim()}>
                {stateOf(c).label}
              </Button>
              {c.obtained > 0 && (
                <Link to="/coupons" className={styles.mine}>
                  查看我的优惠券
                </Link>
              )}
              {c.meeting_id && (
                <Link to={`/meeting/home/${c.meeting_id}`} className={styles.mine}>
                  去看看“{c.meeting_title}”
                </Link>
              )}
            </>
          )}
        </AsyncContent>
      </div>
    </PageLayout>
  );
});
