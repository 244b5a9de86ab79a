import { Form } from '@conf/form';
import { Input } from 'react-vant/es/input';
import { errorMessage, Link, useLocation, useNavigate, toast } from '@conf/shared';
import { loginByPassword } from '../api/auth';
import { completeLogin } from '../stores/login';
import { returnTarget, withRedirect } from '../../../common/redirect';
import { SignLayout } from '../components/SignLayout';
import { SignLinks } from '../components/SignLinks';
import { PasswordInput } from '../../../components/PasswordInput';
import { AgreementNote } from '../components/AgreementNote';
import { SignForm } from '../components/SignForm';
import { WechatLoginButton } from '../components/WechatLoginButton';
import styles from './sign.module.css';

interface Values {
  account: string;
  password: string;
}

/** /sign/byPwd: where a 401 or the 未登录 dialog sends the user; returns them to where they were. */
export default function LoginPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { search } = useLocation();

  const submit = async ({ account, password }: Values) => {
    try {
      await completeLogin(await loginByPassword(account.trim(), password));
      toast.success('登录成功');
      navigate(returnTarget(search), { replace: true });
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };

  return (
    <SignLayout
      title="密码登录"
      heading="欢迎登录"
      subheading="使用手机号、邮箱或用户名登录"
      footer={
        <>
          <p className={styles.signup}>
            还没有账号？<Link to={withRedirect('/sign/signup', search)}>立即注册</Link>
          </p>
          <AgreementNote />
        </>
      }
    >
      <WechatLoginButton redirect={returnTarget(search)} place="first" />
      <SignForm form={form} onFinish={submit} submitText="登录">
        <Form.Item name="account" label="账号" rules={[{ required: true, message: '请填写账号' }]}>
          <Input placeholder="手机号 / 邮箱 / 用户名" clearable autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请填写密码' }]}>
          <PasswordInput placeholder="请输入密码" autoComplete="current-password" />
        </Form.Item>
      </SignForm>
      <SignLinks
        links={[
          { to: '/sign/msgCode', label: '验证码登录' },
          { to: '/sign/resetpwd', label: '忘记密码？' },
        ]}
      />
      <WechatLoginButton redirect={returnTarget(search)} place="last" />
    </SignLayout>
  );
}
