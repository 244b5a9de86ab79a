// Plain values (no schema library), so the pages that use them bundle nothing more.

/** 1 企业 (a company: needs its tax number, a unified social credit code), 2 个人 (a person). */
export const COMPANY_TITLE = 1;
export const PERSONAL_TITLE = 2;
export type TitleType = typeof COMPANY_TITLE | typeof PERSONAL_TITLE;
/** The names the spec gives the types, accepted beside the numbers. */
export const TITLE_TYPE_NAMES = { company: COMPANY_TITLE, personal: PERSONAL_TITLE } as const;

export const BANK_ACCOUNT_PATTERN = '^[0-9 -]*$';
export const PHONE_PATTERN = '^[0-9+() -]*$';
