import { pageId, type FirstCalls } from '../../static/firstAnswers';

/**
 * mf-meeting's public pages and the anonymous GET calls each makes for its first screen, named as the page
 * names them (its api/ modules): answered in the page's HTML, the page shows without the HTTP client, which it
 * then fetches only when the user does something (16.6 KiB gzip of a first visit). A list whose first page
 * may not fill the screen asks for more at once, and one whose call depends on the visitor's clock (the
 * schedule's day) is left out: that page needs the client anyway.
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
  { path: /^\/meeting\/schedule\/detail$/, calls: (_, q) => [`api/wyms/meeting/meeting_schedule/details?id=${pageId(q.get('id'))}`] },
  {
    path: /^\/meeting\/expert\/detail$/,
    calls: (_, q) => [
      `api/wyms/expert/details?id=${pageId(q.get('id'))}${q.get('meeting_id') ? `&meeting_id=${pageId(q.get('meeting_id'))}` : ''}`,
    ],
  },
  { path: /^\/meeting\/article\/home\/(\d{1,9})$/, calls: ([, id]) => [`api/wyms/meeting/article/index?id=${pageId(id)}&page=1`] },
  { path: /^\/meeting\/article\/detail\/(\d{1,9})$/, calls: ([, id]) => [`api/wyms/meeting/article/details?id=${pageId(id)}`] },
];
