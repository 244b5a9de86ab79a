/**
 * The one e-mail rule. Two were in use: `x@y.z` (any single-character top-level domain, any length) and the
 * apply form's stricter one, which wants a top-level domain of two characters or more (no real one is
 * shorter) and a local part of at most 64 (RFC 5321). The stricter one is kept: it refuses only addresses
 * no mail could reach, so a typo such as `name@qq.c` is caught at the form rather than at the invoice mail.
 * Every field holding an address is at most 100 characters long (the database columns).
 */
export const EMAIL_PATTERN = '^[^\\s@]{1,64}@[^\\s@]+\\.[^\\s@]{2,}$';
export const EMAIL_MAX_LENGTH = 100;
export const EMAIL_ERROR = '请填写正确的邮箱';

const EMAIL = new RegExp(EMAIL_PATTERN);

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
