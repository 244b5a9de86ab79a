// The public entry of this feature: its pages (each loaded when first shown).
import { lazyLoginPage } from '@conf/shared';
import { PAYMENT_TITLE } from './titles';

export const PaymentPage = lazyLoginPage(PAYMENT_TITLE, () => import('./pages/PaymentPage'));
