import { http, type PageData } from '@conf/shared';

export interface ArticleSummary {
  id: number;
  title: string;
  cover: string;
  summary: string;
  author: string;
  views: number;
  published_at: string;
  cat_id: number | null;
  cat_name: string | null;
  meeting_id: number | null;
  meeting_title: string | null;
}

export interface Article extends ArticleSummary {
  content: string;
}

export interface ArticleCategory {
  id: number;
  name: string;
  count: number;
}

export interface ArticleQuery {
  page: number;
  limit?: number;
  keyword?: string;
  cat_id?: number;
  /** 'meeting': articles of meetings only; 'news': the others. */
  scope?: 'meeting' | 'news';
}

const PUBLIC = { auth: false } as const;

export const getArticleCategories = () => http.get<ArticleCategory[]>('api/wyms/article/article_cat', {}, PUBLIC);

export const getArticles = (q: ArticleQuery) => http.get<PageData<ArticleSummary>>('api/wyms/article/index', { ...q }, PUBLIC);

export const getArticle = (id: number) => http.get<Article>('api/wyms/article/details', { id }, PUBLIC);

export const getMeetingArticles = (meetingId: number, page: number) =>
  http.get<PageData<ArticleSummary>>('api/wyms/meeting/article/index', { id: meetingId, page }, PUBLIC);

export const getMeetingArticle = (id: number) => http.get<Article>('api/wyms/meeting/article/details', { id }, PUBLIC);
