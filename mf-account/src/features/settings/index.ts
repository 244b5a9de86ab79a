// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyLoginPage, lazyPage } from '@conf/shared';
import { CHANGE_EMAIL_TITLE, CHANGE_MOBILE_TITLE, CHANGE_PASSWORD_TITLE, WECHAT_BIND_TITLE } from './titles';

export const SettingPage = lazyPage(() => import('./pages/SettingPage'));
export const ChangePasswordPage = lazyLoginPage(CHANGE_PASSWORD_TITLE, () => import('./pages/ChangePasswordPage'));
export const ChangeMobilePage = lazyLoginPage(CHANGE_MOBILE_TITLE, () => import('./pages/ChangeMobilePage'));
export const ChangeEmailPage = lazyLoginPage(CHANGE_EMAIL_TITLE, () => import('./pages/ChangeEmailPage'));
export const TextPage = lazyPage(() => import('./pages/TextPage'));
export const WechatBindPage = lazyLoginPage(WECHAT_BIND_TITLE, () => import('./pages/WechatBindPage'));

export { TEXT_TITLES, type TextPageKind } from './api/textPages';
export { TextArticle } from './components/TextArticle';
export { useTextPage } from './hooks/useTextPage';
export { forgetUser } from './stores/logout';
