// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyPage } from '@conf/shared';

export const LoginPage = lazyPage(() => import('./pages/LoginPage'));
export const MsgCodePage = lazyPage(() => import('./pages/MsgCodePage'));
export const CheckCodePage = lazyPage(() => import('./pages/CheckCodePage'));
export const SignupPage = lazyPage(() => import('./pages/SignupPage'));
export const ResetPasswordPage = lazyPage(() => import('./pages/ResetPasswordPage'));
export const WechatCallbackPage = lazyPage(() => import('./pages/WechatCallbackPage'));
export { openWechatLogin } from './wechat/openWechatLogin';
export { unbindWechat, wechatCenter, type WechatCenter } from './api/wechat';
