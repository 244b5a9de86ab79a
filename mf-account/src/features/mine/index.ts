// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyLoginPage, lazyPage } from '@conf/shared';
import { PROFILE_TITLE } from './titles';

export const MinePage = lazyPage(() => import('./pages/MinePage'));
export const ProfilePage = lazyLoginPage(PROFILE_TITLE, () => import('./pages/ProfilePage'));

export type { Profile } from './api/profile';
export { mineStore } from './stores/mineStore';
