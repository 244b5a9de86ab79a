import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { Cell } from 'react-vant/es/cell';
import { PageLayout, errorMessage, loginPath, sessionStore, useNavigate, toast, dialog } from '@conf/shared';
import { logout } from '../stores/logout';
import { maskMobile } from '../../../common/validation';
import styles from './SettingPage.module.css';

/** /setting: account security, the texts and logout. */
export default observer(function SettingPage() {
  const navigate = useNavigate();
  const loggedIn = sessionStore.loggedIn;
  const user = sessionStore.user;

  const confirmLogout = async () => {
    try {
      await dialog.confirm({ title: '退出登录', message: '确定要退出当前账号吗？', confirmButtonText: '退出' });
    } catch {
      return; // cancelled
    }
    try {
      await logout();
      toast.success('已退出登录');
      navigate('/mine', { replace: true });
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  return (
    <PageLayout title="设置">
      {loggedIn && (
        <Cell.Group inset title="账号与安全" className={styles.group}>
          <Cell title="个人资料" isLink onClick={() => navigate('/mine/infomation')} />
          <Cell title="修改密码" isLink onClick={() => navigate('/setting/changepwd')} />
          <Cell title="更换手机号" isLink value={user ? maskMobile(user.mobile) : ''} onClick={() => navigate('/setting/mobile')} />
          <Cell title="更换邮箱" isLink value={user?.email || '未绑定'} onClick={() => navigate('/setting/email')} />
          <Cell title="微信绑定" isLink onClick={() => navigate('/setting/wechat')} />
          <Cell title="忘记密码" label="通过手机验证码重置" isLink onClick={() => navigate('/sign/resetpwd')} />
        </Cell.Group>
      )}
      <Cell.Group inset title="关于" className={styles.group}>
        <Cell title="用户协议" isLink onClick={() => navigate('/setting/agreement')} />
        <Cell title="隐私政策" isLink onClick={() => navigate('/setting/privacy')} />
        <Cell title="平台介绍" isLink onClick={() => navigate('/setting/introduce')} />
        <Cell title="当前版本" value={`v${__APP_VERSION__}`} />
      </Cell.Group>
      <div className={styles.actions}>
        {loggedIn ? (
          <Button block round className={styles.logout} onClick={confirmLogout}>
            退出登录
          </Button>
        ) : (
          <Button block round type="primary" onClick={() => navigate(loginPath('/mine'))}>
            登录 / 注册
          </Button>
        )}
      </div>
    </PageLayout>
  );
});
