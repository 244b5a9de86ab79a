/**
 * The page a back arrow leads to when the browser has no earlier page of this site to go back to (a shared
 * link, a refresh, a new tab): the page's parent in the app. One table for every app, so no page can send
 * its user off the site to a blank tab.
 */
type Rule = [pattern: RegExp, parent: (match: RegExpMatchArray, query: URLSearchParams) => string | null];

const meetingHome = (id: string | null) => (id ? `/meeting/home/${id}` : '/meetingList');

const RULES: Rule[] = [
  [/^\/meeting\/home\/\d+$/, () => '/meetingList'],
  [/^\/meeting\/(?:info|apply|article\/home)\/(\d+)$/, (m) => meetingHome(m[1])],
  [/^\/meeting\/(?:expert|schedule|exhibitor)\/home$/, (_, q) => meetingHome(q.get('id'))],
  [/^\/meeting\/information\/(?:introduction|download)$/, (_, q) => meetingHome(q.get('id'))],
  [
    /^\/meeting\/(expert|exhibitor)\/(?:search|result)$/,
    (m, q) => (q.get('id') ? `/meeting/${m[1]}/home?id=${q.get('id')}` : '/meetingList'),
  ],
  [/^\/meeting\/expert\/detail$/, (_, q) => (q.get('meeting_id') ? `/meeting/expert/home?id=${q.get('meeting_id')}` : '/meetingList')],
  [/^\/meeting\/search\/result$/, () => '/meeting/search'],
  [/^\/meeting\/search$/, () => '/meetingList'],
  [/^\/hotel\/list\/(\d+)$/, (m) => meetingHome(m[1])],
  [/^\/order\/(?:detail|ticket)$/, () => '/order'],
  [/^\/payment\/alipay$/, (_, q) => (q.get('order_sn') ? `/order/detail?order_sn=${encodeURIComponent(q.get('order_sn')!)}` : '/order')],
  [/^\/invoice\/edit$/, () => '/invoice'],
  [/^\/invoice\/titleAdd$/, () => '/invoice/title'],
  [/^\/contact\/edit$/, () => '/contact/person'],
  [/^\/setting\/.+$/, () => '/setting'],
  [/^\/(?:order|order\/hotel|invoice|invoice\/title|coupons|message|contact\/person|setting|mine\/infomation)$/, () => '/mine'],
];

/** The in-app parent of `pathname` (with its `search`), `/` when the table knows none. */
export function parentPath(pathname: string, search = ''): string {
  const query = new URLSearchParams(search);
  for (const [pattern, parent] of RULES) {
    const match = pathname.match(pattern);
    if (match) return parent(match, query) ?? '/';
  }
  return '/';
}
