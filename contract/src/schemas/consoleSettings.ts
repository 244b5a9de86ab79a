import { Type, type Static } from '@sinclair/typebox';

// The whole site's settings as platform admins edit them in the console (theme colour, texts, the transfer account).

export const SiteSetting = Type.Object({
  key: Type.String(),
  value: Type.String(),
  /** 0 for a setting never stored. */
  version: Type.Integer(),
});
export type SiteSetting = Static<typeof SiteSetting>;
export const SiteSettingList = Type.Object({ list: Type.Array(SiteSetting) });
export type SiteSettingList = Static<typeof SiteSettingList>;

/** One changed setting with the version its editor loaded (0 for a key never stored). */
export const SettingChange = Type.Object({
  key: Type.String(),
  value: Type.String({ maxLength: 50000 }),
  version: Type.Integer({ minimum: 0 }),
});
export type SettingChange = Static<typeof SettingChange>;

/** The changed settings: all saved or, if any was changed meanwhile, none. */
export const SiteSettingsSave = Type.Object(
  { changes: Type.Array(SettingChange, { title: '改动', minItems: 1, maxItems: 20 }) },
  { additionalProperties: false },
);
export type SiteSettingsSave = Static<typeof SiteSettingsSave>;
