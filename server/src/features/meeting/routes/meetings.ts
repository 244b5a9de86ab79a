import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  MeetingBackground,
  MeetingDetails,
  MeetingIdQuery,
  MeetingListQuery,
  MeetingPage,
  MeetingText,
  MeetingTimeline,
  PageData,
  PageDataQuery,
  type MeetingTextField,
} from '@conf/contract';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { one } from '../../../db';
import { likePattern, pageOf } from '../lib/paging';
import { sanitizeRichText } from '../../../lib/richText';
import { MEETING_LIST_COLUMNS, STATUS_SQL, requireMeeting } from '../lib/meetingRows';
import { cleanEntry } from '../console/linkEntries';
import type { LinkEntryInput } from '../import/meetingInput';

async function meetingDetails(app: FastifyInstance, id: number) {
  const m = await requireMeeting<Record<string, unknown>>(
    app.db,
    id,
    `${MEETING_LIST_COLUMNS}, m.background_image, m.address, m.organizer, m.phone, m.brief_introduction,
     (SELECT count(*)::int FROM meeting_experts x WHERE x.meeting_id = m.id) AS expert_count,
     (SELECT count(*)::int FROM meeting_schedules x WHERE x.meeting_id = m.id) AS schedule_count,
     (SELECT count(*)::int FROM meeting_exhibitors x WHERE x.meeting_id = m.id) AS exhibitor_count`,
  );
  return ok({ ...m, brief_introduction: sanitizeRichText(m.brief_introduction as string) });
}

interface DesignBlock {
  type: string;
  content?: string;
  entries?: LinkEntryInput[];
  [key: string]: unknown;
}

/** Rich text inside link entries and page blocks is sanitised again on the way out. */
const safeEntries = (entries: LinkEntryInput[]) => entries.map(cleanEntry);
const safeBlock = (b: DesignBlock): DesignBlock => ({
  ...b,
  ...(b.content !== undefined ? { content: sanitizeRichText(b.content) } : {}),
  ...(b.entries ? { entries: safeEntries(b.entries) } : {}),
});

/** One rich-text column of a meeting, e.g. its content or its pay information. */
function richTextRoute(server: FastifyInstance, name: MeetingTextField, summary: string) {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `/api/wyms/meeting/meeting/${name}`,
    { schema: { summary, querystring: MeetingIdQuery, answer: MeetingText(name) } },
    async (req) => {
      const m = await requireMeeting<Record<string, string>>(app.db, req.query.id, `m.id, m.title, m.${name}`);
      return ok({ ...m, [name]: sanitizeRichText(m[name]) });
    },
  );
}

export function meetingRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/wyms/meeting/meeting/index',
    {
      schema: {
        summary: '会议列表（分页，可按关键词与状态筛选）',
        querystring: MeetingListQuery,
        answer: MeetingPage,
      },
    },
    async (req) => {
      const { keyword, status } = req.query;
      const sql = `SELECT ${MEETING_LIST_COLUMNS} FROM meetings m
        WHERE m.published
          AND ($1::text IS NULL OR m.title ILIKE $1 OR m.subtitle ILIKE $1 OR m.city ILIKE $1 OR m.venue ILIKE $1)
          AND ($2::text IS NULL OR ${STATUS_SQL} = $2)
        ORDER BY CASE ${STATUS_SQL} WHEN 'ongoing' THEN 0 WHEN 'upcoming' THEN 1 ELSE 2 END,
                 CASE WHEN m.end_at >= now() THEN m.start_at END ASC, m.start_at DESC, m.sort DESC, m.id`;
      return ok(await pageOf(app.db, sql, [likePattern(keyword), status || null], req.query));
    },
  );

  app.get(
    '/api/wyms/meeting/meeting/details',
    { schema: { summary: '会议详情', querystring: MeetingIdQuery, answer: MeetingDetails } },
    (req) => meetingDetails(server, req.query.id),
  );
  // The spec's POST name for the same answer (the mini-program's client calls this one).
  app.post(
    '/api/ms.meeting/get_meeting_info',
    {
      schema: {
        summary: '会议详情（同 wyms/meeting/meeting/details）',
        body: MeetingIdQuery,
        answer: MeetingDetails,
      },
    },
    (req) => meetingDetails(server, req.body.id),
  );

  richTextRoute(server, 'content', '会议介绍（富文本，已净化）');
  richTextRoute(server, 'brief_introduction', '会议简介（富文本，已净化）');
  richTextRoute(server, 'pay_information', '会议缴费说明（富文本，已净化）');

  app.get(
    '/api/wyms/meeting/meeting/timeline',
    { schema: { summary: '会议时间线', querystring: MeetingIdQuery, answer: MeetingTimeline } },
    async (req) => ok(await requireMeeting(app.db, req.query.id, 'm.id, m.title, m.timeline')),
  );

  app.get(
    '/api/wyms/meeting/meeting/background_image',
    { schema: { summary: '会议背景图', querystring: MeetingIdQuery, answer: MeetingBackground } },
    async (req) => ok(await requireMeeting(app.db, req.query.id, 'm.id, m.background_image')),
  );

  // The link entries of a meeting home (id), or a custom page design such as the DIY home (page).
  app.get(
    '/api/wyms/meeting/meeting/get_page_data',
    {
      schema: {
        summary: '会议主页的链接入口（id），或自定义页面（page）',
        querystring: PageDataQuery,
        answer: PageData,
      },
    },
    async (req) => {
      const { id, page } = req.query;
      if (id) {
        const m = await requireMeeting<{ id: number; title: string; background_image: string; page_data: LinkEntryInput[] }>(
          app.db,
          id,
          'm.id, m.title, m.background_image, m.page_data',
        );
        return ok({ id: m.id, title: m.title, background_image: m.background_image, entries: safeEntries(m.page_data) });
      }
      if (!page) return fail('会议ID不能为空');
      const design = await one<{ key: string; title: string; blocks: DesignBlock[] }>(
        app.db,
        'SELECT key, title, blocks FROM page_designs WHERE key = $1',
        [page],
      );
      if (!design) return fail('页面不存在');
      return ok({ ...design, blocks: design.blocks.map(safeBlock) });
    },
  );
}
