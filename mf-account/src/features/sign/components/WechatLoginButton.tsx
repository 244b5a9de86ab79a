import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { inWechatBrowser } from '@conf/shared';
import { openWechatLogin, wechatLoginOffered } from '../wechat/openWechatLogin';
import styles from './WechatLoginButton.module.css';

/**
 * WeChat sign-in on the login pages, when the site offers it: inside WeChat the first thing on the page
 * (微信一键登录), elsewhere a button under the form (微信登录).
 */
export const WechatLoginButton = observer(function WechatLoginButton({ redirect, place }: { redirect: string; place: 'first' | 'last' }) {
  const inWechat = inWechatBrowser();
  if (!wechatLoginOffered() || inWechat !== (place === 'first')) return null;
  return (
    <div className={inWechat ? styles.first : styles.last}>
      <Button round block className={styles.wechat} plain={!inWechat} onClick={() => openWechatLogin(redirect)}>
        {inWechat ? '微信一键登录' : '微信登录'}
      </Button>
      {inWechat && <p className={styles.or}>或使用账号登录</p>}
    </div>
  );
});
