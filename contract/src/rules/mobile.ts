/** A mainland mobile number: 11 digits, 13x to 19x. The pattern is also the JSON schema's, hence a string. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
export const MOBILE_ERROR = '请填写正确的手机号';

const MOBILE = new RegExp(MOBILE_PATTERN);

export const isMobile = (value: string): boolean => MOBILE.test(value);

/** A mobile as others may see it, 138****8000; anything that is not a mainland mobile is left as it is. */
export const maskMobile = (mobile = ''): string => mobile.replace(/^(1\d{2})\d{4}(\d{4})$/, '$1****$2');
