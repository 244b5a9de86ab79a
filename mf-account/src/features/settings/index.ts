// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyLoginPage, lazyPage } from '@conf/shared';

export const SettingPage = lazyPage(() => import('./pages/SettingPage'));
export const ChangePasswordPage = lazyLoginPage('修改密码', () => import('./pages/ChangePasswordPage'));
export const ChangeMobilePage = lazyLoginPage('更换手机号', () => import('./pages/ChangeMobilePage'));
export const ChangeEmailPage = lazyLoginPage('更换邮箱', () => import('./pages/ChangeEmailPage'));
export const TextPage = lazyPage(() => import('./pages/TextPage'));
export const WechatBindPage = lazyLoginPage('微信绑定', () => import('./pages/WechatBindPage'));

export { TEXT_TITLES, type TextPageKind } from './api/textPages';
export { TextArticle } from './components/TextArticle';
export { useTextPage } from './hooks/useTextPage';
export { forgetUser } from './stores/logout';
