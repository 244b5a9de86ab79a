// The public entry of this feature: its pages (each loaded when first shown).
import { lazyLoginPage } from '@conf/shared';

export const PaymentPage = lazyLoginPage('订单支付', () => import('./pages/PaymentPage'));
