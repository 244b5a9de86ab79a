import { isEmail as isEmailText, isMobile as isMobileText, isSmsCode as isSmsCodeText, isStrongPassword as isStrong } from '@conf/contract';

/** Field rules of the account forms; the server checks the same rules (@conf/contract) and answers in the same words. */
export { MOBILE_ERROR, PASSWORD_RULE_TEXT, SMS_CODE_ERROR as CODE_ERROR, isIdNumber, maskMobile } from '@conf/contract';

// A form's value may carry the spaces of a paste; what is sent is trimmed (validMobile).
export const isMobile = (value?: string) => isMobileText((value ?? '').trim());
export const isSmsCode = (value?: string) => isSmsCodeText(value ?? '');
export const isStrongPassword = (value?: string) => isStrong(value ?? '');
export const isEmail = (value?: string) => isEmailText((value ?? '').trim());

/** A form rule from a predicate: empty values are left to `required`. */
export function rule(test: (value: string) => boolean, message: string) {
  return { validator: (_: unknown, value?: string) => (!value || test(value) ? Promise.resolve() : Promise.reject(new Error(message))) };
}
