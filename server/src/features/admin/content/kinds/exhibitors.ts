import { posterUrl } from '../../../meeting';
import { picture, richText, text, type ContentKind } from '../kind';

export const exhibitors: ContentKind = {
  name: 'exhibitors',
  noun: '展商',
  table: 'meeting_exhibitors',
  scope: 'meeting',
  fields: {
    name: text('展商名称', 100, 1),
    logo: picture('标志图片'),
    booth: text('展位号', 50),
    category: text('类别', 50),
    introduction: richText('展商介绍'),
    phone: { type: 'string', title: '联系电话', maxLength: 30, pattern: '^[0-9+\\- ]*$' },
    website: { type: 'string', title: '网址', maxLength: 300, pattern: '^\\s*($|https?://)' },
  },
  required: ['name'],
  rich: ['introduction'],
  select: 't.id, t.name, t.logo, t.booth, t.category, t.introduction, t.phone, t.website, t.version',
  from: 'meeting_exhibitors t WHERE t.meeting_id = $1',
  order: 't.id',
  sort: { table: 'meeting_exhibitors', key: 'id', column: 't.sort' },
  createDefaults: (cols) => (cols.logo ? {} : { logo: posterUrl('logo', { text: String(cols.name) }) }),
};
