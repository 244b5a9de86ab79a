// The public entry of this feature: its pages (each loaded when first shown) and what other features may use.
// Everything else in the folder is private to the feature (the lint's import boundaries).
import { lazyPage } from '@conf/shared';

export const ArticleListPage = lazyPage(() => import('./pages/ArticleListPage'));
export const ArticleNewsPage = lazyPage(() => import('./pages/ArticleNewsPage'));
export const ArticleDetailPage = lazyPage(() => import('./pages/ArticleDetailPage'));
export const ShareArticlePage = lazyPage(() => import('./pages/ShareArticlePage'));

export { ArticleCard } from './components/ArticleCard';
export { getArticles, type Article, type ArticleSummary } from './api/articles';
