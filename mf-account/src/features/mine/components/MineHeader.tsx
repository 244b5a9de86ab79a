import { observer } from 'mobx-react-lite';
import Arrow from '@react-vant/icons/es/Arrow';
import SettingO from '@react-vant/icons/es/SettingO';
import { loginPath, sessionStore, Link } from '@conf/shared';
import { UserAvatar } from '../../../components/UserAvatar';
import { maskMobile } from '../../../common/validation';
import styles from './MineHeader.module.css';

/** Who is logged in (to the profile page), or the way to log in. */
export const MineHeader = observer(function MineHeader() {
  const user = sessionStore.loggedIn ? sessionStore.user : undefined;
  return (
    <header className={styles.header}>
      <Link to="/setting" className={styles.setting} aria-label="设置">
        <SettingO />
      </Link>
      {user ? (
        <Link to="/mine/infomation" className={styles.user}>
          <UserAvatar src={user.avatar} name={user.nickname} size={64} />
          <span className={styles.who}>
            <strong className={styles.name}>{user.nickname || user.username}</strong>
            <span className={styles.sub}>{maskMobile(user.mobile)}</span>
          </span>
          <Arrow className={styles.arrow} />
        </Link>
      ) : (
        <Link to={loginPath('/mine')} className={styles.user}>
          <UserAvatar name="" size={64} />
          <span className={styles.who}>
            <strong className={styles.name}>{sessionStore.loggedIn ? '加载中…' : '登录 / 注册'}</strong>
            <span className={styles.sub}>登录后报名会议、预订酒店</span>
          </span>
          <Arrow className={styles.arrow} />
        </Link>
      )}
    </header>
  );
});
