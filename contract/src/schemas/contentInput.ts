import { Type, type Static } from '@sinclair/typebox';
import { Id, StringEnum } from './common';
import { SearchProperties } from './meetingInput';

// The query strings of the article and banner pages, titled in Chinese so a validation message names the field.

/** Articles of a category, of meetings or news only, or with a search term. */
export const ArticleListQuery = Type.Object({
  ...SearchProperties,
  cat_id: Type.Optional(Id('分类ID')),
  scope: Type.Optional(StringEnum(['meeting', 'news'] as const, { title: '范围' })),
});
export type ArticleListQuery = Static<typeof ArticleListQuery>;

export const ArticleRef = Type.Object({ id: Id('文章ID') });
export type ArticleRef = Static<typeof ArticleRef>;

export const BannerRef = Type.Object({ id: Id('轮播图ID') });
export type BannerRef = Static<typeof BannerRef>;
