import type { SettingChange, SiteSettingList } from '@conf/contract';
import { call } from '@conf/shared';

/** Saves the changed settings, each with the version it was loaded at; answers them all as stored. */
export const saveSettings = (changes: SettingChange[]) => call<SiteSettingList>('PUT', 'api/admin/settings', { changes }, { body: 'json' });
