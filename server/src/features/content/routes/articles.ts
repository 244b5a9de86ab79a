import type { FastifyInstance } from 'fastify';
import { Article, ArticleCategoryList, ArticlePage } from '@conf/contract';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { one } from '../../../db';
import { idProperty } from '../../../http/schemas';
import { sanitizeRichText } from '../../../lib/richText';
import { byIdQuery, likePattern, meetingQuery, pageOf, pagingProperties, requireMeeting, type PageQuery } from '../../meeting';

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

export function articleRoutes(app: FastifyInstance): void {
  app.get('/api/wyms/article/article_cat', { schema: { summary: '文章分类（含文章数）', answer: ArticleCategoryList } }, async () =>
    ok(
      await app.db.query(
        `SELECT c.id, c.name, (SELECT count(*)::int FROM articles a WHERE a.cat_id = c.id AND a.published) AS count
           FROM article_cats c ORDER BY c.sort, c.id`,
      ),
    ),
  );

  // All articles, or those of a category; scope 'meeting' keeps the articles of meetings, 'news' the others.
  app.get<{ Querystring: PageQuery & { cat_id?: number; scope?: string } }>(
    '/api/wyms/article/index',
    {
      schema: {
        summary: '文章列表（分页，可按分类、范围与关键词筛选）',
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties,
            cat_id: idProperty('分类ID'),
            scope: { type: 'string', enum: ['meeting', 'news'], title: '范围' },
          },
        },
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

  app.get<{ Querystring: { id: number } }>(
    '/api/wyms/article/details',
    { schema: byIdQuery('文章详情（阅读数加一）', '文章ID', Article) },
    (req) => readArticle(app, req.query.id, false),
  );
  app.post<{ Body: { id: number } }>(
    '/api/ms.meeting/get_article_detail',
    {
      schema: {
        summary: '文章详情（同 wyms/article/details，阅读数加一）',
        body: { type: 'object', required: ['id'], properties: { id: idProperty('文章ID') } },
        answer: Article,
      },
    },
    (req) => readArticle(app, req.body.id, false),
  );

  app.get<{ Querystring: PageQuery & { id: number } }>(
    '/api/wyms/meeting/article/index',
    { schema: meetingQuery('会议文章（分页，可按关键词筛选）', ArticlePage, {}, true) },
    async (req) => {
      await requireMeeting(app.db, req.query.id);
      const sql = `SELECT ${LIST_COLUMNS} ${FROM} AND a.meeting_id = $1 AND ($2::text IS NULL OR a.title ILIKE $2 OR a.summary ILIKE $2) ${ORDER}`;
      return ok(await pageOf(app.db, sql, [req.query.id, likePattern(req.query.keyword)], req.query));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/wyms/meeting/article/details',
    { schema: byIdQuery('会议文章详情（阅读数加一）', '文章ID', Article) },
    (req) => readArticle(app, req.query.id, true),
  );
}
