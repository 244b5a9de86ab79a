import { posterUrl } from '../../../meeting';
import { ExhibitorInput, ConsoleExhibitor } from '@conf/contract';
import type { ContentKind } from '../kind';

export const exhibitors: ContentKind = {
  name: 'exhibitors',
  noun: '展商',
  table: 'meeting_exhibitors',
  scope: 'meeting',
  input: ExhibitorInput,
  record: ConsoleExhibitor,
  rich: ['introduction'],
  select: 't.id, t.name, t.logo, t.booth, t.category, t.introduction, t.phone, t.website, t.version',
  from: 'meeting_exhibitors t WHERE t.meeting_id = $1',
  order: 't.id',
  sort: { table: 'meeting_exhibitors', key: 'id', column: 't.sort' },
  createDefaults: (cols) => (cols.logo ? {} : { logo: posterUrl('logo', { text: String(cols.name) }) }),
};
