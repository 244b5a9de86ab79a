import { BizError } from '../../../../lib/errors';
import { plainText } from '../../../../lib/richText';
import { articleCategoryId, posterUrl } from '../../../meeting';
import { picture, richText, text, type ContentKind } from '../kind';

/** A meeting's articles and news; hidden ones (published false) stay in the console only. Newest first, as the site lists them. */
export const articles: ContentKind = {
  name: 'articles',
  noun: '文章',
  table: 'articles',
  scope: 'meeting',
  fields: {
    title: text('标题', 100, 1),
    category: text('分类', 30),
    cover: picture('封面图片'),
    summary: text('摘要', 200),
    author: text('作者', 50),
    content: richText('正文'),
    published: { type: 'boolean', title: '是否显示' },
    published_at: { type: 'string', format: 'date-time', title: '发布时间' },
  },
  required: ['title', 'content'],
  rich: ['content'],
  virtual: ['category'],
  select: `t.id, t.title, COALESCE((SELECT c.name FROM article_cats c WHERE c.id = t.cat_id), '') AS category, t.cover, t.summary, t.author, t.content,
    t.published, t.published_at, t.views, t.version`,
  from: 'articles t WHERE t.meeting_id = $1',
  order: 't.published_at DESC, t.id DESC',
  async prepare(body, cols, { q }, id) {
    if (body.category !== undefined) cols.cat_id = await articleCategoryId(q, String(body.category).trim());
    // Without a summary of its own, the list shows the start of the text, as an imported article's.
    if ((cols.summary === '' || (!id && cols.summary === undefined)) && cols.content !== undefined) cols.summary = plainText(cols.content as string).slice(0, 80);
    // What is left once the sanitiser took out what may not stay (a script alone is no text).
    if (cols.content !== undefined && plainText(cols.content as string) === '' && !/<img/i.test(cols.content as string)) throw new BizError('正文不能为空');
  },
  createDefaults: (cols) => (cols.cover ? {} : { cover: posterUrl('cover', { text: String(cols.title) }) }),
};
