/** A mainland mobile number: 11 digits, 13x to 19x. The pattern is also the JSON schema's, hence a string. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
export const MOBILE_ERROR = '请填写正确的手机号';

const MOBILE = new RegExp(MOBILE_PATTERN);

export const isMobile = (value: string): boolean => MOBILE.test(value);
