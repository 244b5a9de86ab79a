import { call } from '@conf/shared';
import type { Setting } from './fetchSettings';

/** Saves the changed settings, each with the version it was loaded at; answers them all as stored. */
export const saveSettings = (changes: Setting[]) => call<{ list: Setting[] }>('PUT', 'api/admin/settings', { changes }, { body: 'json' });
