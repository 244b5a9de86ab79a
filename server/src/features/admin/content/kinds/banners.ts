import { link, picture, richText, text, type ContentKind } from '../kind';

/** The home page's carousel: the whole site's, so platform admins edit it. */
export const banners: ContentKind = {
  name: 'banners',
  noun: '轮播图',
  table: 'home_banners',
  scope: 'platform',
  fields: {
    title: text('标题', 100, 1),
    image: { ...picture('图片'), minLength: 1 },
    url: link('链接'),
    content: richText('详情内容'),
    enabled: { type: 'boolean', title: '是否显示' },
  },
  required: ['title', 'image'],
  rich: ['content'],
  select: 't.id, t.title, t.image, t.url, t.content, t.enabled, t.version',
  from: 'home_banners t WHERE $1::int IS NULL',
  order: 't.id',
  sort: { table: 'home_banners', key: 'id', column: 't.sort' },
};
