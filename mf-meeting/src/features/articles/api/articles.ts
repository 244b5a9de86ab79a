import type { Article, ArticleCategory, ArticleListQuery, ArticleRef, ArticleSummary, MeetingItemsQuery } from '@conf/contract';
import { http, type PageData } from '@conf/shared';

export type { Article, ArticleCategory, ArticleSummary };

/** scope 'meeting': articles of meetings only; 'news': the others. */
export type ArticleQuery = ArticleListQuery & { page: number };

const PUBLIC = { auth: false } as const;

export const getArticleCategories = () => http.get<ArticleCategory[]>('api/wyms/article/article_cat', {}, PUBLIC);

export const getArticles = (q: ArticleQuery) => http.get<PageData<ArticleSummary>>('api/wyms/article/index', { ...q }, PUBLIC);

export const getArticle = (id: number) => http.get<Article>('api/wyms/article/details', { id } satisfies ArticleRef, PUBLIC);

export const getMeetingArticles = (meetingId: number, page: number) =>
  http.get<PageData<ArticleSummary>>('api/wyms/meeting/article/index', { id: meetingId, page } satisfies MeetingItemsQuery, PUBLIC);

export const getMeetingArticle = (id: number) => http.get<Article>('api/wyms/meeting/article/details', { id } satisfies ArticleRef, PUBLIC);
