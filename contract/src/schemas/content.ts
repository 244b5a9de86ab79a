import { Type, type Static } from '@sinclair/typebox';
import { Page, Time } from './common';

// The site's reading matter (mf-meeting): articles and news, the home carousel, and the two-level lists
// (provinces and cities, sectors) the apply form picks from.

export const ArticleSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  views: Type.Integer(),
  published_at: Time(),
  cat_id: Type.Union([Type.Integer(), Type.Null()]),
  cat_name: Type.Union([Type.String(), Type.Null()]),
  /** The meeting an article belongs to; null for news. */
  meeting_id: Type.Union([Type.Integer(), Type.Null()]),
  meeting_title: Type.Union([Type.String(), Type.Null()]),
});
export type ArticleSummary = Static<typeof ArticleSummary>;
export const ArticlePage = Page(ArticleSummary);

export const Article = Type.Composite([ArticleSummary, Type.Object({ content: Type.String() })]);
export type Article = Static<typeof Article>;

export const ArticleCategory = Type.Object({ id: Type.Integer(), name: Type.String(), count: Type.Integer() });
export type ArticleCategory = Static<typeof ArticleCategory>;
export const ArticleCategoryList = Type.Array(ArticleCategory);

export const Banner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  /** An internal path or an http(s) address; empty: the banner's own content. */
  url: Type.String(),
});
export type Banner = Static<typeof Banner>;
export const BannerList = Type.Array(Banner);
export const BannerDetails = Type.Composite([Banner, Type.Object({ content: Type.String() })]);
export type BannerDetails = Static<typeof BannerDetails>;

/** A province or city, a sector or sub-sector. */
export const Named = Type.Object({ id: Type.Integer(), name: Type.String() });
export type Named = Static<typeof Named>;
export const NamedList = Type.Array(Named);
