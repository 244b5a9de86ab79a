import { programmeDay } from '@conf/contract';
import { callsNothing, ownList, pageId, secondPage, type FirstCalls } from '../../static/firstAnswers';

/** A meeting's experts or exhibitors (?id=), or a search's results among them (?id=&keyword=), as useScopedList asks. */
function scopedPage(call: string, results: boolean, q: URLSearchParams, page: number): string {
  const keyword = results ? q.get('keyword') || '' : '';
  return `${call}?${new URLSearchParams({ id: String(pageId(q.get('id'))), page: String(page), ...(keyword ? { keyword } : {}) })}`;
}

const scopedList = (path: RegExp, call: string): FirstCalls => ({
  path,
  calls: ([, which], q) => [scopedPage(call, which === 'result', q, 1)],
  then: (data, [, which], q) => secondPage(data, scopedPage(call, which === 'result', q, 1), scopedPage(call, which === 'result', q, 2)),
});

/** Today in the meetings' time zone, as the programme reads it (@conf/shared's TIME_ZONE). */
const today = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);

/** The day a programme opens at (@conf/contract's programmeDay, as the page picks it), from its days' answer. */
export function scheduleDay(days: unknown, chosen: string | null, now = new Date()): string | undefined {
  if (!Array.isArray(days)) return undefined;
  const dates = days.map((d: { date?: unknown }) => d?.date).filter((d): d is string => typeof d === 'string');
  return programmeDay(dates, chosen, today(now)) || undefined;
}

/** The calls of a custom page's blocks, in their order; a block whose limit is not a number (or absent) names none. */
function designCalls(design: unknown): string[] {
  const blocks = (design as { blocks?: unknown } | undefined)?.blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: { type?: unknown; limit?: unknown }) => {
    const limit = (fallback: number) => (block?.limit === undefined ? fallback : block.limit);
    if (block?.type === 'banner') return ['api/wyms/home_banner/index'];
    const meetings = limit(3);
    if (block?.type === 'meetings' && typeof meetings === 'number') return [`api/wyms/meeting/meeting/index?page=1&limit=${meetings}`];
    const news = limit(4);
    if (block?.type === 'articles' && typeof news === 'number') return [`api/wyms/article/index?page=1&limit=${news}&scope=news`];
    return [];
  });
}

const schedulePage = (id: number, date: string, page: number) =>
  `api/wyms/meeting/meeting_schedule/index?${new URLSearchParams({ id: String(id), date, page: String(page) })}`;

/**
 * mf-meeting's pages and the calls each makes for its first screen (the public ones anonymous GETs), named as the page
 * names them (its api/ modules): answered in the page's HTML, the page shows without the HTTP client, which it
 * then fetches only when the user does something (16.6 KiB gzip of a first visit). A list whose first page
 * may not fill the screen asks for its second page at once: named too when the first says there is one. The
 * programme opens at today when the meeting is on: the server's today in the meetings' time zone, the visitor's
 * clock agreeing but for a wrong clock (whose page then asks for its day itself).
 */
export const meetingFirstCalls: FirstCalls[] = [
  { path: /^\/$/, calls: () => ['api/wyms/meeting/meeting/index?page=1&limit=3'] },
  // The id as the page reads it (a number: /meeting/home/01 asks for id=1).
  // With its sign-up state (ApplyBar: 报名已截止, 名额已满, 即将开始报名), asked anonymously like the rest.
  {
    path: /^\/meeting\/home\/(\d{1,9})$/,
    calls: ([, id]) => [
      `api/wyms/meeting/meeting/details?id=${pageId(id)}`,
      `api/wyms/meeting/meeting/get_page_data?id=${pageId(id)}`,
      `api/wyms/meeting/meeting_apply/index?meeting_id=${pageId(id)}`,
    ],
  },
  // The custom home page, then its blocks' calls (mf-meeting's DesignBlockView: the banners, the meetings and the
  // news of their limit, as MeetingsBlock and ArticlesBlock ask with their default limits).
  {
    path: /^\/diy\/home$/,
    calls: () => ['api/wyms/meeting/meeting/get_page_data?page=diy_home'],
    then: (data) => designCalls(data('api/wyms/meeting/meeting/get_page_data?page=diy_home')),
  },
  // The list's first tab, all meetings (MeetingListStore).
  { path: /^\/meetingList$/, calls: () => ['api/wyms/meeting/meeting/index?page=1'] },
  {
    path: /^\/meeting\/search\/result$/,
    calls: (_, q) => [`api/wyms/meeting/meeting/index?${new URLSearchParams({ page: '1', keyword: q.get('keyword') || '' })}`],
  },
  {
    path: /^\/meeting\/info\/(\d{1,9})$/,
    calls: ([, id]) => ['details', 'timeline', 'pay_information'].map((what) => `api/wyms/meeting/meeting/${what}?id=${pageId(id)}`),
  },
  { path: /^\/meeting\/information\/introduction$/, calls: (_, q) => [`api/wyms/meeting/meeting/content?id=${pageId(q.get('id'))}`] },
  {
    path: /^\/meeting\/information\/download$/,
    calls: (_, q) => [`api/wyms/meeting/meeting_data_download/index?id=${pageId(q.get('id'))}&page=1`],
  },
  scopedList(/^\/meeting\/expert\/(home|result)$/, 'api/wyms/meeting/meeting_expert/index'),
  scopedList(/^\/meeting\/exhibitor\/(home|result)$/, 'api/wyms/meeting/meeting_exhibitor/index'),
  // The programme's days, then the first page of the day it opens at (the first tab's list, lazyRender).
  {
    path: /^\/meeting\/schedule\/home$/,
    calls: (_, q) => [`api/wyms/meeting/meeting_schedule/date_list?id=${pageId(q.get('id'))}`],
    then: (data, _, q) => {
      const id = pageId(q.get('id'));
      const day = scheduleDay(data(`api/wyms/meeting/meeting_schedule/date_list?id=${id}`), q.get('day'));
      return day ? [schedulePage(id, day, 1), ...secondPage(data, schedulePage(id, day, 1), schedulePage(id, day, 2))] : [];
    },
  },
  { path: /^\/meeting\/schedule\/detail$/, calls: (_, q) => [`api/wyms/meeting/meeting_schedule/details?id=${pageId(q.get('id'))}`] },
  {
    path: /^\/meeting\/expert\/detail$/,
    calls: (_, q) => [
      `api/wyms/expert/details?id=${pageId(q.get('id'))}${q.get('meeting_id') ? `&meeting_id=${pageId(q.get('meeting_id'))}` : ''}`,
    ],
  },
  // Asks a visitor to log in (RequireLogin) and calls nothing; a logged-in user's page reads their attendee records
  // with the token, as mf-meeting's getMyApplyers asks (no limit: the server's page size).
  { path: /^\/test-attendee$/, calls: () => [], whole: true },
  ownList(/^\/test-attendee$/, 'api/ms.member/get_my_applyer'),
  // A search box and its history, kept in the browser: nothing is called until a search opens its results.
  ...callsNothing(/^\/meeting\/(?:search|expert\/search|exhibitor\/search)$/),
  { path: /^\/meeting\/article\/home\/(\d{1,9})$/, calls: ([, id]) => [`api/wyms/meeting/article/index?id=${pageId(id)}&page=1`] },
  { path: /^\/meeting\/article\/detail\/(\d{1,9})$/, calls: ([, id]) => [`api/wyms/meeting/article/details?id=${pageId(id)}`] },
];
