import { BuildBadge, NotFoundPage, Route, Routes } from '@conf/shared';
import { ContactEditPage, ContactListPage } from './features/contacts';
import { CouponPage, CouponSharePage } from './features/coupons';
import { MessagePage } from './features/messages';
import { MinePage, ProfilePage } from './features/mine';
import { ChangeEmailPage, ChangeMobilePage, ChangePasswordPage, SettingPage, TextPage, WechatBindPage } from './features/settings';
import { CheckCodePage, LoginPage, MsgCodePage, ResetPasswordPage, SignupPage, WechatCallbackPage } from './features/sign';

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
        <Route path="/sign/wechat" element={<WechatCallbackPage />} />
        <Route path="/mine" element={<MinePage />} />
        <Route path="/mine/infomation" element={<ProfilePage />} />
        <Route path="/setting" element={<SettingPage />} />
        <Route path="/setting/changepwd" element={<ChangePasswordPage />} />
        <Route path="/setting/mobile" element={<ChangeMobilePage />} />
        <Route path="/setting/email" element={<ChangeEmailPage />} />
        <Route path="/setting/wechat" element={<WechatBindPage />} />
        <Route path="/setting/agreement" element={<TextPage kind="agreement" />} />
        <Route path="/setting/privacy" element={<TextPage kind="privacy" />} />
        <Route path="/setting/introduce" element={<TextPage kind="platform_introduction" />} />
        <Route path="/contact/person" element={<ContactListPage />} />
        <Route path="/contact/edit" element={<ContactEditPage />} />
        <Route path="/message" element={<MessagePage />} />
        <Route path="/coupons" element={<CouponPage />} />
        <Route path="/coupons/share/:id" element={<CouponSharePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <BuildBadge name="mf-account" label={__BUILD_LABEL__} />
    </>
  );
}
