import { BizError } from '../../../../lib/errors';
import { plainText } from '../../../../lib/richText';
import { articleCategoryId, posterUrl } from '../../../meeting';
import { ArticleInput, ConsoleArticle } from '@conf/contract';
import type { ContentKind } from '../kind';

/** A meeting's articles and news; hidden ones (published false) stay in the console only. Newest first, as the site lists them. */
export const articles: ContentKind = {
  name: 'articles',
  noun: '文章',
  table: 'articles',
  scope: 'meeting',
  input: ArticleInput,
  record: ConsoleArticle,
  rich: ['content'],
  virtual: ['category'],
  select: `t.id, t.title, COALESCE((SELECT c.name FROM article_cats c WHERE c.id = t.cat_id), '') AS category, t.cover, t.summary, t.author, t.content,
    t.published, t.published_at, t.views, t.version`,
  from: 'articles t WHERE t.meeting_id = $1',
  order: 't.published_at DESC, t.id DESC',
  async prepare(body, cols, { q }, id) {
    if (body.category !== undefined) cols.cat_id = await articleCategoryId(q, String(body.category).trim());
    // Without a summary of its own, the list shows the start of the text, as an imported article's.
    if ((cols.summary === '' || (!id && cols.summary === undefined)) && cols.content !== undefined)
      cols.summary = plainText(cols.content as string).slice(0, 80);
    // What is left once the sanitiser took out what may not stay (a script alone is no text).
    if (cols.content !== undefined && plainText(cols.content as string) === '' && !/<img/i.test(cols.content as string))
      throw new BizError('正文不能为空');
  },
  createDefaults: (cols) => (cols.cover ? {} : { cover: posterUrl('cover', { text: String(cols.title) }) }),
};
