// The public entry of this feature: its pages (each loaded when first shown).
import { lazyPage } from '@conf/shared';

export const ScanPage = lazyPage(() => import('./pages/ScanPage'));
