import { isEmail as isEmailText, isMobile as isMobileText } from '@conf/contract';

/** Field rules of the account forms; the server checks the same rules (@conf/contract) and answers in the same words. */
export { MOBILE_ERROR, isIdNumber } from '@conf/contract';
export const CODE_ERROR = '请填写6位数字验证码';
export const PASSWORD_RULE_TEXT = '密码需为6-20位，且同时包含字母和数字';

// A form's value may carry the spaces of a paste; what is sent is trimmed (validMobile).
export const isMobile = (value?: string) => isMobileText((value ?? '').trim());
export const isSmsCode = (value?: string) => /^\d{6}$/.test(value ?? '');
export const isStrongPassword = (value?: string) => {
  const v = value ?? '';
  return v.length >= 6 && v.length <= 20 && /[A-Za-z]/.test(v) && /\d/.test(v);
};
export const isEmail = (value?: string) => isEmailText((value ?? '').trim());

/** A react-vant Form rule from a predicate: empty values are left to `required`. */
export function rule(test: (value: string) => boolean, message: string) {
  return { validator: (_: unknown, value?: string) => (!value || test(value) ? Promise.resolve() : Promise.reject(new Error(message))) };
}

/** 138****8000 */
export const maskMobile = (mobile = '') => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
