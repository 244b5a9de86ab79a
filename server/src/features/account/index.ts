import type { FastifyInstance } from 'fastify';
import type { Feature } from '../types';
import { callsNothing, ownList, pageId, tokenIfAny } from '../../static/firstAnswers';
import { authRoutes } from './auth/routes';
import { smsRoutes } from './sms/routes';
import { profileRoutes } from './profile/routes';
import { uploadRoutes } from './upload/routes';
import { contactRoutes } from './contacts/routes';
import { messageRoutes } from './messages/routes';
import { checkoutCouponRoutes, couponRoutes } from './coupons/routes';
import { createSmsProvider } from './sms/provider';
import { seedAccount } from './seed';
import { accountCommands } from './commands';
import { wechatRoutes } from './wechat/routes';
import { sandboxWechatRoutes } from './wechat/sandbox/routes';
import { wechatApp } from './wechat/client';

const couponShare = (id: number) => `POST api/ms.coupon/get_coupon_share?coupon_id=${id}`;

export { sendMessage, sendMessageToMany, type NewMessage } from './messages/store';
export { consoleCoupons, createMeetingBatch, stopBatch } from './coupons/console';
export { addPersonStat } from './profile/personStats';
export { ownPrivateRef, ownUploadOrFail, viewableAnswers, viewableFile } from './upload/privateFiles';
export { makeLegacyUploadsPrivate } from './upload/legacyPrivateUploads';
export { enforce, undoHit, type Limit } from './common/rateLimit';
export { hashPassword, verifyPassword } from './auth/passwords';
export { issueToken, revokeToken, userForToken } from './auth/sessions';
export { wechatApp } from './wechat/client';
export { couponChoices, createCouponBatch, discountOf, freeOrderCoupon, lockCouponForOrder, spendOrderCoupon } from './coupons/store';

function accountRoutes(app: FastifyInstance): void {
  authRoutes(app);
  smsRoutes(
    app,
    createSmsProvider(app.config.sms, (message) => app.log.info(message)),
  );
  profileRoutes(app);
  uploadRoutes(app);
  contactRoutes(app);
  messageRoutes(app);
  couponRoutes(app);
  checkoutCouponRoutes(app);
  wechatRoutes(app);
  // Without an app id the server is its own WeChat (see wechat/client.ts); never in production.
  const sandboxed = (['official', 'website'] as const)
    .map((kind) => wechatApp(app.config, kind))
    .some((w) => w.mode === 'sandbox' && w.available);
  if (sandboxed) sandboxWechatRoutes(app);
}

/** Sign-in and sign-up, SMS codes, profile, upload, contacts, messages and coupons. */
export const account: Feature = {
  name: 'account',
  tag: { name: '账号', description: '登录注册、微信登录与绑定、短信验证码、个人资料、上传、常用参会人、消息与优惠券' },
  routes: accountRoutes,
  demo: [{ key: 'account', run: seedAccount }],
  commands: accountCommands,
  // The sign-in and sign-up forms call nothing before the user types: the site's config is all they ask. A
  // coupon's share page reads it with a POST (mf-account's getCouponShare), anonymous for a visitor, with the
  // token for a logged-in user (whether they have claimed it): all that page calls outside WeChat.
  firstCalls: [
    ...callsNothing(/^\/sign\/(byPwd|msgCode|checkCode|signup|resetpwd)$/),
    ...tokenIfAny(/^\/coupons\/share\/(\d{1,9})$/, ([, id]) => [couponShare(pageId(id))]),
    // A logged-in user's pages, asked with their token: /mine's figures (the tab bar's unread count is fetched
    // apart, without the HTTP client), the settings (no call), contacts, messages, and the unused coupons (the tab
    // the page opens at). A visitor's call nothing: a login prompt (the forms' code not even fetched,
    // lazyLoginPage), /mine and /setting their texts and links.
    {
      path: /^\/(mine(\/infomation)?|setting(\/(changepwd|mobile|email|wechat))?|contact\/(person|edit)|coupons|message)$/,
      calls: () => [],
      whole: true,
    },
    {
      path: /^\/mine$/,
      signedIn: true,
      whole: true,
      calls: () => ['POST api/ms.member/get_person_stat', 'POST api/ms.member/get_meeting_order_stat'],
    },
    { path: /^\/setting$/, signedIn: true, whole: true, calls: () => [] },
    { path: /^\/contact\/person$/, signedIn: true, whole: true, calls: () => ['POST api/ms.member/get_my_contact'] },
    // The forms: a new contact's and the account settings' call nothing; an edited contact is read from the list.
    {
      path: /^\/contact\/edit$/,
      signedIn: true,
      whole: true,
      calls: (_, query) => (query.get('id') ? ['POST api/ms.member/get_my_contact'] : []),
    },
    { path: /^\/setting\/(changepwd|mobile|email)$/, signedIn: true, whole: true, calls: () => [] },
    { path: /^\/mine\/infomation$/, signedIn: true, whole: true, calls: () => ['POST api/user/get_profile'] },
    ownList(/^\/message$/, 'api/ms.message/get_message_list', 10),
    ownList(/^\/coupons$/, 'api/ms.coupon/get_my_coupon_list', 10, () => ({ state: 'unused' })),
  ],
};
