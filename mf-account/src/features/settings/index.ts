// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyPage } from '@conf/shared';

export const SettingPage = lazyPage(() => import('./pages/SettingPage'));
export const ChangePasswordPage = lazyPage(() => import('./pages/ChangePasswordPage'));
export const ChangeMobilePage = lazyPage(() => import('./pages/ChangeMobilePage'));
export const ChangeEmailPage = lazyPage(() => import('./pages/ChangeEmailPage'));
export const TextPage = lazyPage(() => import('./pages/TextPage'));
export const WechatBindPage = lazyPage(() => import('./pages/WechatBindPage'));

export { TEXT_TITLES, type TextPageKind } from './api/textPages';
export { TextArticle } from './components/TextArticle';
export { useTextPage } from './hooks/useTextPage';
export { forgetUser } from './stores/logout';
