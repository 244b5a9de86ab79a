// The public entry of this feature: its pages (each loaded when first shown).
import { lazyPage } from '@conf/shared';

export const AttendeesPage = lazyPage(() => import('./pages/AttendeesPage'));
