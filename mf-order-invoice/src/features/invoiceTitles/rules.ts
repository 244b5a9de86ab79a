/** The client's copy of the server's rules for a title (the server checks again and has the last word). */
/** A unified social credit code's shape (the server checks its check characters too). */
export const TAX_NUMBER = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
export const PHONE = /^[0-9+() -]*$/;
export const ACCOUNT = /^[0-9 -]*$/;

export const TYPE_LABELS: Record<number, string> = { 1: '企业', 2: '个人' };
