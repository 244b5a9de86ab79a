import type { Queryable } from '../../src/db';

/**
 * A bare meeting row, for tests of slices that hang off meetings (hotels, check-in) without depending
 * on the meeting slice's demo data. Times are ISO strings; defaults: a 3-day meeting a month from now.
 */
export async function insertMeeting(
  q: Queryable,
  m: { title?: string; start?: string; end?: string; city?: string; published?: boolean } = {},
): Promise<number> {
  const start = m.start ?? new Date(Date.now() + 30 * 86400000).toISOString();
  const end = m.end ?? new Date(Date.parse(start) + 2 * 86400000).toISOString();
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO meetings (title, start_at, end_at, province, city, venue, published) VALUES ($1, $2, $3, '浙江省', $4, '国际博览中心', $5) RETURNING id`,
    [m.title ?? '测试会议', start, end, m.city ?? '杭州市', m.published ?? true],
  );
  return row.id;
}
