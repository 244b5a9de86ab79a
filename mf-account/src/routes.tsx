import { Route, Routes } from 'react-router-dom';
import { BuildBadge, NotFoundPage, lazyPage } from '@conf/shared';

const LoginPage = lazyPage(() => import('./features/sign/pages/LoginPage'));
const MsgCodePage = lazyPage(() => import('./features/sign/pages/MsgCodePage'));
const CheckCodePage = lazyPage(() => import('./features/sign/pages/CheckCodePage'));
const SignupPage = lazyPage(() => import('./features/sign/pages/SignupPage'));
const ResetPasswordPage = lazyPage(() => import('./features/sign/pages/ResetPasswordPage'));
const MinePage = lazyPage(() => import('./features/mine/pages/MinePage'));
const ProfilePage = lazyPage(() => import('./features/mine/pages/ProfilePage'));
const SettingPage = lazyPage(() => import('./features/settings/pages/SettingPage'));
const ChangePasswordPage = lazyPage(() => import('./features/settings/pages/ChangePasswordPage'));
const ChangeMobilePage = lazyPage(() => import('./features/settings/pages/ChangeMobilePage'));
const ChangeEmailPage = lazyPage(() => import('./features/settings/pages/ChangeEmailPage'));
const TextPage = lazyPage(() => import('./features/settings/pages/TextPage'));
const ContactListPage = lazyPage(() => import('./features/contacts/pages/ContactListPage'));
const ContactEditPage = lazyPage(() => import('./features/contacts/pages/ContactEditPage'));
const MessagePage = lazyPage(() => import('./features/messages/pages/MessagePage'));
const CouponPage = lazyPage(() => import('./features/coupons/pages/CouponPage'));

/** Pages of mf-account, with the absolute paths the shell routes to this remote. */
export default function AccountRoutes() {
  return (
    <>
      <Routes>
        <Route path="/sign/byPwd" element={<LoginPage />} />
        <Route path="/sign/msgCode" element={<MsgCodePage />} />
        <Route path="/sign/checkCode" element={<CheckCodePage />} />
        <Route path="/sign/signup" element={<SignupPage />} />
        <Route path="/sign/resetpwd" element={<ResetPasswordPage />} />
        <Route path="/mine" element={<MinePage />} />
        <Route path="/mine/infomation" element={<ProfilePage />} />
        <Route path="/setting" element={<SettingPage />} />
        <Route path="/setting/changepwd" element={<ChangePasswordPage />} />
        <Route path="/setting/mobile" element={<ChangeMobilePage />} />
        <Route path="/setting/email" element={<ChangeEmailPage />} />
        <Route path="/setting/agreement" element={<TextPage kind="agreement" />} />
        <Route path="/setting/privacy" element={<TextPage kind="privacy" />} />
        <Route path="/setting/introduce" element={<TextPage kind="platform_introduction" />} />
        <Route path="/contact/person" element={<ContactListPage />} />
        <Route path="/contact/edit" element={<ContactEditPage />} />
        <Route path="/message" element={<MessagePage />} />
        <Route path="/coupons" element={<CouponPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <BuildBadge name="mf-account" label={__BUILD_LABEL__} />
    </>
  );
}
