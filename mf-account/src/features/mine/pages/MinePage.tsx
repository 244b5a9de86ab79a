import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Cell } from 'react-vant/es/cell';
import BillO from '@react-vant/icons/es/BillO';
import ChatO from '@react-vant/icons/es/ChatO';
import CouponO from '@react-vant/icons/es/CouponO';
import FriendsO from '@react-vant/icons/es/FriendsO';
import HotelO from '@react-vant/icons/es/HotelO';
import Scan from '@react-vant/icons/es/Scan';
import SettingO from '@react-vant/icons/es/SettingO';
import UserO from '@react-vant/icons/es/UserO';
import { confirmLogin, sessionStore, unreadStore, useNavigate } from '@conf/shared';
import { mineStore } from '../stores/mineStore';
import { MineHeader } from '../components/MineHeader';
import { StatsBar } from '../components/StatsBar';
import { OrderBar } from '../components/OrderBar';
import { IconGrid } from '../components/IconGrid';
import styles from './MinePage.module.css';

const SERVICES = [
  { text: '酒店订单', icon: <HotelO />, path: '/order/hotel' },
  { text: '我的发票', icon: <BillO />, path: '/invoice' },
  { text: '优惠券', icon: <CouponO />, path: '/coupons' },
];

/** /mine: the personal page of the tab bar. Everything on it but the texts needs a login. */
export default observer(function MinePage() {
  const navigate = useNavigate();
  const loggedIn = sessionStore.loggedIn;

  useEffect(() => {
    document.title = '我的';
  }, []);

  useEffect(() => {
    if (loggedIn) void mineStore.load();
    else mineStore.clear();
  }, [loggedIn]);

  const open = (path: string) => (loggedIn ? navigate(path) : void confirmLogin());
  const unread = loggedIn ? unreadStore.count : 0;
  // Check-in staff only: the role comes with the session's user info.
  const verifier = loggedIn && !!sessionStore.user?.roles?.includes('verifier');

  return (
    <div className={styles.page}>
      <MineHeader />
      <StatsBar store={mineStore} loggedIn={loggedIn} onOpen={open} />
      <OrderBar counts={loggedIn ? mineStore.meetingOrders : null} onOpen={open} />
      <section className={styles.card}>
        <h2 className={styles.title}>我的服务</h2>
        <IconGrid items={SERVICES.map((s) => ({ key: s.path, icon: s.icon, text: s.text, onClick: () => open(s.path) }))} />
      </section>
      <Cell.Group border={false} className={styles.cells}>
        {verifier && <Cell title="核销" label="会议签到扫码核销" icon={<Scan />} isLink onClick={() => navigate('/verify')} />}
        <Cell title="常用参会人" icon={<FriendsO />} isLink onClick={() => open('/contact/person')} />
        <Cell title="我的消息" icon={<ChatO />} isLink value={unread > 0 ? `${unread}条未读` : ''} onClick={() => open('/message')} />
        <Cell title="个人资料" icon={<UserO />} isLink onClick={() => open('/mine/infomation')} />
        <Cell title="设置" icon={<SettingO />} isLink onClick={() => navigate('/setting')} />
      </Cell.Group>
    </div>
  );
});
