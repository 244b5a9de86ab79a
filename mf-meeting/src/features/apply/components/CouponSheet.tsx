import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Popup } from 'react-vant/es/popup';
import { Cell } from 'react-vant/es/cell';
import { Radio } from 'react-vant/es/radio';
import { Loadable, formatMoney } from '@conf/shared';
import { LoadableView } from '../../../common/components/LoadableView';
import { selectCoupon, type CouponChoice } from '../api/coupons';
import styles from './CouponSection.module.css';

interface CouponSheetProps {
  visible: boolean;
  meetingId: number;
  total: number;
  selectedId: number | null;
  onClose: () => void;
  onPick: (coupon: CouponChoice | null) => void;
}

const NONE = 0;

/** The user's coupons for this order, usable ones first; those that do not apply say why. Read each time it opens. */
const CouponSheet = observer(function CouponSheet({ visible, meetingId, total, selectedId, onClose, onPick }: CouponSheetProps) {
  const choices = useMemo(() => new Loadable(() => selectCoupon(meetingId, total)), [meetingId, total]);
  const choose = (coupon: CouponChoice | null) => {
    onPick(coupon);
    onClose();
  };
  return (
    <Popup visible={visible} onClose={onClose} position="bottom" round title="选择优惠券" closeable destroyOnClose>
      <div className={styles.sheet}>
        {visible && (
          <LoadableView item={choices} skeletonRows={2}>
            {(list) => (
              <Radio.Group value={selectedId ?? NONE}>
                <Cell.Group border={false}>
                  {list.map((c) => (
                    // The row is tapped; the radio in it is the control for the keyboard and screen readers (a
                    // clickable cell is a button, and a button may not hold a radio).
                    <Cell
                      key={c.id}
                      onClick={() => c.usable && choose(c)}
                      title={c.name}
                      label={c.usable ? (c.threshold ? `满${formatMoney(c.threshold)}可用` : '无门槛') : c.reason}
                      className={c.usable ? undefined : styles.unusable}
                      value={<span className={styles.amount}>-{formatMoney(c.usable ? c.discount : c.amount)}</span>}
                      rightIcon={
                        <Radio name={c.id} disabled={!c.usable}>
                          <span className="visually-hidden">{c.name}</span>
                        </Radio>
                      }
                    />
                  ))}
                  <Cell
                    title="不使用优惠券"
                    onClick={() => choose(null)}
                    rightIcon={
                      <Radio name={NONE}>
                        <span className="visually-hidden">不使用优惠券</span>
                      </Radio>
                    }
                  />
                </Cell.Group>
              </Radio.Group>
            )}
          </LoadableView>
        )}
      </div>
    </Popup>
  );
});

// Fetched at the first tap on what opens it (ApplyFormView): its Popup is not on the form's first load.
export default CouponSheet;
