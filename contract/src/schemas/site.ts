import { Type, type Static } from '@sinclair/typebox';

// What the site serves every page: its public settings, its text pages, sanitised rich text and uploads.

/** A text page of the settings (user agreement, privacy policy, platform introduction): rich text, sanitised. */
export const TextPage = Type.Object({ title: Type.String(), content: Type.String() });
export type TextPage = Static<typeof TextPage>;

/** HTML as the server sanitised it. */
export const RichText = Type.Object({ content: Type.String() });
export type RichText = Static<typeof RichText>;

/** HTML from elsewhere, to be sanitised by the server before a page shows it. */
export const RichTextInput = Type.Object({ content: Type.String({ title: '内容', maxLength: 20000 }) });
export type RichTextInput = Static<typeof RichTextInput>;

/** The public settings the app reads; a setting not made yet is absent. */
export const SiteConfig = Type.Object({
  theme_colors: Type.String(),
  site_name: Type.Optional(Type.String()),
  service_phone: Type.Optional(Type.String()),
  wechat_login: Type.Integer({ description: '1：页面提供微信登录（生产环境仅在配置了微信公众号时）' }),
  wechat_qr_login: Type.Integer({ description: '1：电脑上提供微信扫码登录（生产环境仅在配置了微信开放平台网站应用时）' }),
});
export type SiteConfig = Static<typeof SiteConfig>;

/** An uploaded picture: its address (a signed one that expires, for a private picture); fullurl is the same, by the spec's name. */
export const Uploaded = Type.Object({ url: Type.String(), fullurl: Type.String() });
export type Uploaded = Static<typeof Uploaded>;
