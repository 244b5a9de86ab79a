import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Article, ArticleCategoryList, ArticleListQuery, ArticlePage, ArticleRef, MeetingItemsQuery } from '@conf/contract';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { one } from '../../../db';
import { sanitizeRichText } from '../../../lib/richText';
import { likePattern, pageOf, requireMeeting } from '../../meeting';

const LIST_COLUMNS = `a.id, a.title, a.cover, a.summary, a.author, a.views, a.published_at, a.cat_id, c.name AS cat_name,
  a.meeting_id, m.title AS meeting_title`;
const FROM = `FROM articles a LEFT JOIN article_cats c ON c.id = a.cat_id LEFT JOIN meetings m ON m.id = a.meeting_id
  WHERE a.published AND (a.meeting_id IS NULL OR m.published)`;
const ORDER = 'ORDER BY a.published_at DESC, a.id DESC';

/** Reading an article counts a view; its text is sanitised again on the way out. */
async function readArticle(app: FastifyInstance, id: number, ofMeeting: boolean) {
  const hit = await one<{ id: number }>(
    app.db,
    `UPDATE articles a SET views = a.views + 1 WHERE a.id = $1 AND a.published ${ofMeeting ? 'AND a.meeting_id IS NOT NULL' : ''} RETURNING a.id`,
    [id],
  );
  const article = hit && (await one<Record<string, unknown>>(app.db, `SELECT ${LIST_COLUMNS}, a.content ${FROM} AND a.id = $1`, [id]));
  if (!article) return fail('文章不存在或已下线');
  return ok({ ...article, content: sanitizeRichText(article.content as string) });
}

export function articleRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/wyms/article/article_cat', { schema: { summary: '文章分类（含文章数）', answer: ArticleCategoryList } }, async () =>
    ok(
      await app.db.query(
        `SELECT c.id, c.name, (SELECT count(*)::int FROM articles a WHERE a.cat_id = c.id AND a.published) AS count
           FROM article_cats c ORDER BY c.sort, c.id`,
      ),
    ),
  );

  // All articles, or those of a category; scope 'meeting' keeps the articles of meetings, 'news' the others.
  app.get(
    '/api/wyms/article/index',
    {
      schema: {
        summary: '文章列表（分页，可按分类、范围与关键词筛选）',
        querystring: ArticleListQuery,
        answer: ArticlePage,
      },
    },
    async (req) => {
      const { cat_id: catId = null, scope, keyword } = req.query;
      const sql = `SELECT ${LIST_COLUMNS} ${FROM}
        AND ($1::int IS NULL OR a.cat_id = $1) AND ($2::text IS NULL OR a.title ILIKE $2 OR a.summary ILIKE $2)
        ${scope === 'meeting' ? 'AND a.meeting_id IS NOT NULL' : scope === 'news' ? 'AND a.meeting_id IS NULL' : ''} ${ORDER}`;
      return ok(await pageOf(app.db, sql, [catId, likePattern(keyword)], req.query));
    },
  );

  app.get('/api/wyms/article/details', { schema: { summary: '文章详情（阅读数加一）', querystring: ArticleRef, answer: Article } }, (req) =>
    readArticle(server, req.query.id, false),
  );
  app.post(
    '/api/ms.meeting/get_article_detail',
    {
      schema: {
        summary: '文章详情（同 wyms/article/details，阅读数加一）',
        body: ArticleRef,
        answer: Article,
      },
    },
    (req) => readArticle(server, req.body.id, false),
  );

  app.get(
    '/api/wyms/meeting/article/index',
    { schema: { summary: '会议文章（分页，可按关键词筛选）', querystring: MeetingItemsQuery, answer: ArticlePage } },
    async (req) => {
      await requireMeeting(app.db, req.query.id);
      const sql = `SELECT ${LIST_COLUMNS} ${FROM} AND a.meeting_id = $1 AND ($2::text IS NULL OR a.title ILIKE $2 OR a.summary ILIKE $2) ${ORDER}`;
      return ok(await pageOf(app.db, sql, [req.query.id, likePattern(req.query.keyword)], req.query));
    },
  );

  app.get(
    '/api/wyms/meeting/article/details',
    { schema: { summary: '会议文章详情（阅读数加一）', querystring: ArticleRef, answer: Article } },
    (req) => readArticle(server, req.query.id, true),
  );
}
