import { BANK_ACCOUNT_PATTERN, PHONE_PATTERN } from '@conf/contract';

export const PHONE = new RegExp(PHONE_PATTERN);
export const ACCOUNT = new RegExp(BANK_ACCOUNT_PATTERN);

export const TYPE_LABELS: Record<number, string> = { 1: '企业', 2: '个人' };
