// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyPage } from '@conf/shared';

export const MeetingListPage = lazyPage(() => import('./pages/MeetingListPage'));
export const MeetingSearchPage = lazyPage(() => import('./pages/MeetingSearchPage'));
export const MeetingSearchResultPage = lazyPage(() => import('./pages/MeetingSearchResultPage'));
export const MeetingHomePage = lazyPage(() => import('./pages/MeetingHomePage'));
export const MeetingInfoPage = lazyPage(() => import('./pages/MeetingInfoPage'));

export { LinkEntryGrid } from './components/LinkEntryGrid';
export { MeetingRow } from './components/MeetingRow';
export { getMeetings, getMeetingText, type MeetingDetails, type MeetingSummary } from './api/meetings';
