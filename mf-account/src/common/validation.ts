/** Field rules of the account forms; the server checks the same rules and answers in the same words. */
export const MOBILE_ERROR = '请填写正确的手机号';
export const CODE_ERROR = '请填写6位数字验证码';
export const PASSWORD_RULE_TEXT = '密码需为6-20位，且同时包含字母和数字';

export const isMobile = (value?: string) => /^1[3-9]\d{9}$/.test((value ?? '').trim());
export const isSmsCode = (value?: string) => /^\d{6}$/.test(value ?? '');
export const isStrongPassword = (value?: string) => {
  const v = value ?? '';
  return v.length >= 6 && v.length <= 20 && /[A-Za-z]/.test(v) && /\d/.test(v);
};
export const isEmail = (value?: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test((value ?? '').trim());

/** Mainland resident ID number: 18 characters with the GB 11643 check digit. */
export function isIdNumber(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17].toUpperCase();
}

/** A react-vant Form rule from a predicate: empty values are left to `required`. */
export function rule(test: (value: string) => boolean, message: string) {
  return { validator: (_: unknown, value?: string) => (!value || test(value) ? Promise.resolve() : Promise.reject(new Error(message))) };
}

/** 138****8000 */
export const maskMobile = (mobile = '') => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');
