import type { FastifyInstance } from 'fastify';
import { safeTarget } from '@conf/contract';

/**
 * The public GET calls a page makes for its first screen, as `api/...?query` without the leading slash, the
 * way the apps name them (`http.get('api/wyms/home_banner/index', …)`); a public read the apps make as a
 * form POST (`http.post('api/ms.hotel/get_hotel_detail', { id })`) as `POST api/...?fields`. Their answers travel in the page's
 * HTML, so the first screen needs no API round trip, and no HTTP client before the user does something
 * (@conf/shared's http/firstAnswers.ts). The answers are the anonymous ones, whoever opens the page, but for a
 * declaration of the visitor's own calls (signedIn), asked with the session the page request carried. They cost
 * the database what the page's own calls would have; they come from this server itself (127.0.0.1), so a route
 * limited per address must not be named here.
 */
export interface FirstCalls {
  path: RegExp;
  /** The calls, from the path's match and the page's query (`?id=1` of /meeting/information/introduction). */
  calls(match: RegExpExecArray, query: URLSearchParams): string[];
  /**
   * The calls the page makes next, once it has those answers, named from their data (`data(call)`, undefined
   * for a call not answered or refused): the day a programme opens at, from its days; a list's second page,
   * which react-vant's List asks for at once when the first one does not fill the screen (secondPage). Asked
   * again with the answers to the calls it named, until it names none it has not named before.
   */
  then?(data: (call: string) => unknown, match: RegExpExecArray, query: URLSearchParams): string[];
  /**
   * These, with the site's own, are every call the page's first screen makes (none, for a sign-in form): once
   * they are answered the page needs the HTTP client only when the user does something, and fetches it then.
   */
  whole?: boolean;
  /**
   * The calls a logged-in user's page makes with the token (an order list, the figures of /mine): asked with the
   * token of the page request (its cookie), only when it has one, and filed apart, so that the page gives them
   * to its calls that carry the token only. Its `whole` is said of a logged-in visitor's page; an anonymous
   * declaration's of a visitor's (a login prompt calls nothing; the same page logged in calls at once).
   */
  signedIn?: boolean;
  /**
   * Asked for a visitor only: a page whose call carries the token when there is one (a hotel, a coupon to share)
   * has a signedIn twin that asks it for a logged-in user, who would not use the anonymous answer.
   */
  signedOut?: boolean;
}

export interface FirstAnswers {
  /** By key (firstCallKey). */
  answers: Record<string, unknown>;
  /** The answers to signedIn calls, asked with the visitor's token, by key. */
  signedIn: Record<string, unknown>;
  /** A `whole` page whose every call was answered. */
  whole: boolean;
  /** A signedIn declaration shaped the page (its answers, its whole mark): it is this visitor's alone. */
  personal: boolean;
}

export type FirstAnswersOf = (pathname: string, search?: string, token?: string) => Promise<FirstAnswers>;

export const NO_FIRST_ANSWERS: FirstAnswers = { answers: {}, signedIn: {}, whole: false, personal: false };

/**
 * A page's id as the page reads it (a positive integer, `01` read as 1), from a path's group or a query value;
 * throws for anything else, so that the page declaring it answers nothing and asks the server itself.
 */
export function pageId(value: string | null | undefined): number {
  const n = Number(value);
  if (!value || !/^\d{1,9}$/.test(value) || !Number.isInteger(n) || n < 1) throw new Error(`not a page id: ${value}`);
  return n;
}

/**
 * How long the page waits for its answers before it is sent without the late ones (the page then asks itself):
 * they take a few milliseconds; a database that is slow now must not hold back the page and its scripts.
 */
export const FIRST_ANSWERS_WAIT_MS = 300;

/**
 * A call's key, the same on both sides: its method when it is a POST, the path and its query (a POST's body)
 * sorted by name (shared/src/http/firstAnswers.ts builds it from the method, path and params of the call).
 */
export function firstCallKey(call: string): string {
  const { method, path, query } = parseCall(call);
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return `${method === 'POST' ? 'POST ' : ''}${sorted ? `${path}?${sorted}` : path}`;
}

function parseCall(call: string): { method: 'GET' | 'POST'; path: string; query: string } {
  const post = call.startsWith('POST ');
  const [path, query = ''] = (post ? call.slice('POST '.length) : call).split('?', 2);
  return { method: post ? 'POST' : 'GET', path, query };
}

/** The call asked of this server's own routes, a POST's fields form-encoded as the apps send them, a token in its header. */
function injected(call: string, token: string) {
  const { method, path, query } = parseCall(call);
  const auth = token ? { token } : {};
  return method === 'POST'
    ? { method, url: `/${path}`, payload: query, headers: { 'content-type': 'application/x-www-form-urlencoded', ...auth } }
    : { method, url: `/${call}`, headers: auth };
}

/**
 * A paged list's second page, named when the answer to its first says there is one: a first page that does not
 * fill the screen asks for it at once, before the user does anything.
 */
export function secondPage(data: (call: string) => unknown, first: string, second: string): string[] {
  const page = data(first) as { last_page?: unknown } | undefined;
  return typeof page?.last_page === 'number' && page.last_page > 1 ? [second] : [];
}

/**
 * The answers asked with a page's token only when it is a live session: a stale or revoked one is a visitor's,
 * whose page is the anonymous one (a login prompt may be whole), not a private page with none of its answers.
 */
export function forLiveSessions(answersOf: FirstAnswersOf, live: (token: string) => Promise<boolean>): FirstAnswersOf {
  return async (pathname, search, token = '') => answersOf(pathname, search, token && (await live(token).catch(() => false)) ? token : '');
}

/**
 * /redirect, where a login or a payment comes back to the site, refreshes the session (without the HTTP client) and
 * opens its target (`to`, or `redirect`) in the page: the page carries the target's answers, as the target's own
 * page would, and is whole when the target is. Not a payment's return (an order number in it): the order is asked
 * afresh until the payment is confirmed, and an answer from before would show it unpaid.
 */
export function withRedirectTargets(answersOf: FirstAnswersOf): FirstAnswersOf {
  return async (pathname, search = '', token) => {
    if (pathname !== '/redirect') return answersOf(pathname, search, token);
    const query = new URLSearchParams(search);
    const target = new URL(safeTarget(query.get('to') ?? query.get('redirect')), 'http://this.site');
    if (query.has('out_trade_no') || target.searchParams.has('order_sn')) return NO_FIRST_ANSWERS;
    return answersOf(target.pathname, target.search, token);
  };
}

/**
 * A page whose first calls carry the token when there is one (a hotel, a coupon to share): asked anonymously for a
 * visitor, with the token for a logged-in user, whose page they then answer whole.
 */
export function tokenIfAny(path: RegExp, calls: FirstCalls['calls']): FirstCalls[] {
  return [
    { path, signedOut: true, calls },
    { path, signedIn: true, whole: true, calls },
  ];
}

/**
 * A page that calls nothing for its first screen, whoever opens it (a sign-in form, a search box with its history
 * kept in the browser): whole for a visitor and for a logged-in user alike, who would otherwise fetch the HTTP
 * client at once for a page that does not call.
 */
export function callsNothing(path: RegExp): FirstCalls[] {
  return [
    { path, calls: () => [], whole: true },
    { path, signedIn: true, whole: true, calls: () => [] },
  ];
}

/**
 * A logged-in user's paged list as a whole page (PagedListView, behind its login check: the list is all it calls),
 * asked as the apps' api modules ask for it, a form POST of its `fields` (from the page's query or its path),
 * `page` and `limit` (none: the server's page size); its second page when the first says there is one.
 */
export function ownList(
  path: RegExp,
  call: string,
  limit?: number,
  fields: (query: URLSearchParams, match: RegExpExecArray) => Record<string, string> = () => ({}),
): FirstCalls {
  const page = (match: RegExpExecArray, query: URLSearchParams, n: number) =>
    `POST ${call}?${new URLSearchParams({ ...fields(query, match), page: String(n), ...(limit === undefined ? {} : { limit: String(limit) }) })}`;
  return {
    path,
    signedIn: true,
    whole: true,
    calls: (match, query) => [page(match, query, 1)],
    then: (data, match, query) => secondPage(data, page(match, query, 1), page(match, query, 2)),
  };
}

const timeout = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref());

/**
 * The answers to a page's first calls, by key, asked of this server's own routes (inject: the same validation,
 * handlers and envelope as the call from the page would get). A call that fails, answers with an HTTP error or
 * is late is left out; the page then makes it as it would have: so is a signedIn call a stale token has refused.
 */
export function firstAnswersOf(app: FastifyInstance, pages: FirstCalls[], waitMs = FIRST_ANSWERS_WAIT_MS): FirstAnswersOf {
  return async (pathname, search = '', token = '') => {
    const query = new URLSearchParams(search);
    // One wait for the whole page: the calls named from first answers share what is left of it.
    let late = false;
    const deadline = timeout(waitMs).then(() => {
      late = true;
      return undefined;
    });
    let whole = false;
    let named = true;
    let personal = false;
    /** The calls a declaration names, or none (and the page not whole) when it cannot name them for this page. */
    const name = (calls: () => string[]): string[] | undefined => {
      try {
        return calls();
      } catch {
        // A declaration that cannot name its calls for this path answers nothing; the page is served all the same.
        named = false;
        return undefined;
      }
    };
    const asked = await Promise.all(
      pages.map(async (page) => {
        const match = page.path.exec(pathname);
        if (!match || (page.signedIn && !token) || (page.signedOut && token)) return [];
        const signedIn = page.signedIn === true;
        const ask = async (call: string) => {
          const asked = late
            ? Promise.resolve(undefined)
            : app.inject(injected(call, signedIn ? token : '')).then((res) => (res.statusCode === 200 ? res.json() : undefined));
          const answer = await Promise.race([asked, deadline]).catch(() => undefined);
          return [firstCallKey(call), answer, signedIn] as const;
        };
        const calls = name(() => page.calls(match, query));
        if (!calls) return [];
        personal ||= signedIn;
        // A logged-in user's page calls with the token: an anonymous declaration does not know all it calls then.
        whole ||= page.whole === true && signedIn === Boolean(token);
        const answers = await Promise.all(calls.map(ask));
        if (!page.then) return answers;
        const byKey = new Map<string, unknown>(answers.map(([key, answer]) => [key, answer]));
        const data = (call: string) => {
          const answer = byKey.get(firstCallKey(call)) as { code?: unknown; data?: unknown } | undefined;
          return answer?.code === 1 ? answer.data : undefined;
        };
        // Asked again with the answers to what it named, until it names nothing new (a day, then that day's second page).
        for (let round = 0; round < 3 && !late; round += 1) {
          const next = (name(() => page.then!(data, match, query)) ?? []).filter((call) => !byKey.has(firstCallKey(call)));
          if (next.length === 0) break;
          const more = await Promise.all([...new Set(next)].map(ask));
          for (const [key, answer] of more) byKey.set(key, answer);
          answers.push(...more);
        }
        return answers;
      }),
    );
    const answers = asked.flat();
    const answered = answers.filter(([, answer]) => answer !== undefined);
    const of = (signedIn: boolean) =>
      Object.fromEntries(answered.filter(([, , own]) => own === signedIn).map(([key, answer]) => [key, answer]));
    return { answers: of(false), signedIn: of(true), whole: whole && named && answered.length === answers.length, personal };
  };
}
