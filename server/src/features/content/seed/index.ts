import type { Queryable } from '../../../db';
import { one } from '../../../db';
import { MEDICAL_ENTRIES, MEDICAL_TITLE, posterUrl } from '../../meeting';
import { CATEGORY_TEXT, NEWS } from './newsArticles';

const CATEGORIES = ['行业动态', '政策解读', '专家观点', '会议快讯', '酒店会展'];
const DAY_MS = 24 * 60 * 60 * 1000;

async function meetingId(q: Queryable, title: string): Promise<number> {
  const row = await one<{ id: number }>(q, 'SELECT id FROM meetings WHERE title = $1', [title]);
  if (!row) throw new Error(`demo meeting ${title} missing`);
  return row.id;
}

function articleHtml(cat: string, title: string, summary: string): string {
  const more = CATEGORY_TEXT[cat];
  return `<p>${summary}</p><h3>${more.heading}</h3><p>${more.body}</p>
<figure><img src="${posterUrl('banner', { text: title, sub: cat })}" alt="${title}"><figcaption>${cat}</figcaption></figure>
<p>本文由${cat === '专家观点' ? '特约评论员' : '本站编辑'}整理，仅供参考。欢迎关注平台后续报道。</p>`;
}

/** Categories, news articles, home banners and the custom (DIY) home page; runs after the meetings. */
export async function seedContent(q: Queryable): Promise<void> {
  for (const [i, name] of CATEGORIES.entries()) {
    await q.query('INSERT INTO article_cats (name, sort) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET sort = EXCLUDED.sort', [
      name,
      i + 1,
    ]);
  }
  const now = Date.now();
  for (const [cat, title, summary, daysAgo, author] of NEWS) {
    await q.query(
      `INSERT INTO articles (cat_id, title, cover, summary, author, content, published_at)
       VALUES ((SELECT id FROM article_cats WHERE name = $1), $2, $3, $4, $5, $6, $7)`,
      [
        cat,
        title,
        posterUrl('cover', { text: title, sub: cat }),
        summary,
        author,
        articleHtml(cat, title, summary),
        new Date(now - daysAgo * DAY_MS - 3600e3),
      ],
    );
  }
  // Demo readership, varied but the same on every load.
  await q.query('UPDATE articles SET views = 80 + abs(hashtext(title)) % 1900');

  const medical = await meetingId(q, MEDICAL_TITLE);
  const digital = await meetingId(q, '第八届长三角数字经济峰会');
  const hotel = await meetingId(q, '第五届全国酒店业高质量发展论坛');
  const banners = [
    { title: '第十届中国智慧医疗创新大会', sub: '正在进行 · 上海国际会议中心', url: `/meeting/home/${medical}`, c: '675643' },
    { title: '第八届长三角数字经济峰会', sub: '报名进行中 · 杭州', url: `/meeting/home/${digital}`, c: '3f5f8a' },
    { title: '全国酒店业高质量发展论坛', sub: '品质服务 · 数字运营', url: `/meeting/home/${hotel}`, c: '8a6d4b' },
    { title: '行业资讯', sub: '政策解读 · 专家观点 · 行业动态', url: '/article/news', c: '4d7c6f' },
  ];
  for (const [i, b] of banners.entries()) {
    await q.query('INSERT INTO home_banners (title, image, url, sort) VALUES ($1, $2, $3, $4)', [
      b.title,
      posterUrl('banner', { text: b.title, sub: b.sub, c: b.c }),
      b.url,
      i,
    ]);
  }

  // The custom home: blocks an organiser arranges; its entries act for the featured meeting.
  const pick = (...names: string[]) => MEDICAL_ENTRIES.filter((e) => names.includes(e.name));
  const blocks = [
    { type: 'banner' },
    {
      type: 'entries',
      title: '大会服务',
      meeting_id: medical,
      entries: pick('会议介绍', '会议日程', '专家嘉宾', '酒店预订', '交通指南', '行业资讯', '大会官网', '会务热线'),
    },
    { type: 'notice', content: '<p>第十届中国智慧医疗创新大会正在上海国际会议中心举行，欢迎莅临。</p>' },
    { type: 'meetings', title: '精选会议', limit: 3 },
    { type: 'articles', title: '最新资讯', limit: 4 },
  ];
  await q.query('INSERT INTO page_designs (key, title, blocks) VALUES ($1, $2, $3::jsonb)', [
    'diy_home',
    '会议服务平台',
    JSON.stringify(blocks),
  ]);
}
