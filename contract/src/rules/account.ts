/** New passwords: 6-20 characters with at least one letter and one digit. */
export const PASSWORD_RULE_TEXT = '密码需为6-20位，且同时包含字母和数字';

export const isStrongPassword = (password: string): boolean =>
  password.length >= 6 && password.length <= 20 && /[A-Za-z]/.test(password) && /\d/.test(password);

/** The code of a text message: six digits. The pattern is also the JSON schema's, hence a string. */
export const SMS_CODE_PATTERN = '^\\d{6}$';
export const SMS_CODE_ERROR = '请填写6位数字验证码';

const SMS_CODE = new RegExp(SMS_CODE_PATTERN);

export const isSmsCode = (code: string): boolean => SMS_CODE.test(code);
