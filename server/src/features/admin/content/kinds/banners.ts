import { BannerInput, ConsoleBanner } from '@conf/contract';
import type { ContentKind } from '../kind';

/** The home page's carousel: the whole site's, so platform admins edit it. */
export const banners: ContentKind = {
  name: 'banners',
  noun: '轮播图',
  table: 'home_banners',
  scope: 'platform',
  input: BannerInput,
  record: ConsoleBanner,
  rich: ['content'],
  select: 't.id, t.title, t.image, t.url, t.content, t.enabled, t.version',
  from: 'home_banners t WHERE $1::int IS NULL',
  order: 't.id',
  sort: { table: 'home_banners', key: 'id', column: 't.sort' },
};
