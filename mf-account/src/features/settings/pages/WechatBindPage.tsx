import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from 'react-vant/es/button';
import { Cell } from 'react-vant/es/cell';
import { Form } from '@conf/form';
import { AsyncContent, Loadable, PageLayout, RequireLogin, errorMessage, sessionStore, toast } from '@conf/shared';
import { openWechatLogin, unbindWechat, wechatCenter } from '../../sign';
import { SmsCodeField } from '../../sms';
import { PasswordInput } from '../../../components/PasswordInput';
import { maskMobile } from '../../../common/validation';
import { WECHAT_BIND_TITLE } from '../titles';
import styles from './WechatBindPage.module.css';

type Proof = 'password' | 'captcha';

/** The unbind form: the account's password, or an SMS code to its own mobile. */
function UnbindForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<{ password?: string; captcha?: string }>();
  const [proof, setProof] = useState<Proof>('password');
  const submit = async (values: { password?: string; captcha?: string }) => {
    try {
      await unbindWechat(proof === 'password' ? { password: values.password ?? '' } : { captcha: values.captcha ?? '' });
      toast.success('已解除微信绑定');
      onDone();
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };
  return (
    <Form
      form={form}
      onFinish={submit}
      footer={
        <div className={styles.actions}>
          <Button round block type="danger" nativeType="submit">
            确认解绑
          </Button>
          <Button
            round
            block
            plain
            size="small"
            className={styles.switch}
            onClick={() => setProof(proof === 'password' ? 'captcha' : 'password')}
          >
            {proof === 'password' ? '改用短信验证码' : '改用登录密码'}
          </Button>
        </div>
      }
    >
      {proof === 'password' ? (
        <Form.Item name="password" label="登录密码" rules={[{ required: true, message: '请填写登录密码' }]}>
          <PasswordInput placeholder="请输入登录密码" autoComplete="current-password" />
        </Form.Item>
      ) : (
        <SmsCodeField event="unbindwechat" mobile={async () => sessionStore.user?.mobile} />
      )}
    </Form>
  );
}

const WechatBindContent = observer(function WechatBindContent() {
  const [center] = useState(() => new Loadable(wechatCenter));
  const [unbinding, setUnbinding] = useState(false);
  useEffect(() => {
    void center.load();
  }, [center]);
  const bound = center.data?.bound;

  return (
    <AsyncContent loading={center.loading && !center.data} error={center.error} refused={center.refused} onRetry={center.load}>
      <Cell.Group inset className={styles.group}>
        <Cell center>
          <div className={styles.who}>
            {bound && center.data?.avatar && <img className={styles.avatar} src={center.data.avatar} alt="" />}
            <div>
              <div className={styles.name}>{bound ? center.data?.nickname || '微信用户' : '未绑定微信'}</div>
              <div className={styles.state}>{bound ? '已绑定，可使用微信登录' : '绑定后可使用微信一键登录'}</div>
            </div>
          </div>
        </Cell>
      </Cell.Group>
      <div className={styles.actions}>
        {!bound && (
          <Button round block type="primary" onClick={() => openWechatLogin('/setting/wechat')}>
            绑定微信
          </Button>
        )}
        {bound && !unbinding && (
          <Button round block plain type="danger" onClick={() => setUnbinding(true)}>
            解除绑定
          </Button>
        )}
      </div>
      {bound && unbinding && (
        <section className={styles.unbind} aria-label="解除微信绑定">
          <p className={styles.hint}>解绑后仍可使用手机号 {maskMobile(sessionStore.user?.mobile)} 登录。请验证身份：</p>
          <UnbindForm
            onDone={() => {
              setUnbinding(false);
              void center.load();
            }}
          />
        </section>
      )}
    </AsyncContent>
  );
});

/** /setting/wechat (设置 → 微信绑定): whether a WeChat is bound, its nickname and avatar, bind and unbind. */
export default function WechatBindPage() {
  return (
    <RequireLogin title={WECHAT_BIND_TITLE}>
      <PageLayout title={WECHAT_BIND_TITLE}>
        <WechatBindContent />
      </PageLayout>
    </RequireLogin>
  );
}
