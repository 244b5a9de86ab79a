/** The client's copy of the server's rules for a title (the server checks again and has the last word). */
export const TAX_NUMBER = /^[A-Z0-9]{15,20}$/;
export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const PHONE = /^[0-9+() -]*$/;
export const ACCOUNT = /^[0-9 -]*$/;

export const TYPE_LABELS: Record<number, string> = { 1: '企业', 2: '个人' };
