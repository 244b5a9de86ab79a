import type { FastifyInstance } from 'fastify';

/**
 * The public GET calls a page makes for its first screen, as `api/...?query` without the leading slash, the
 * way the apps name them (`http.get('api/wyms/home_banner/index', …)`). Their answers travel in the page's
 * HTML, so the first screen needs no API round trip, and no HTTP client before the user does something
 * (@conf/shared's http/firstAnswers.ts). Only calls made without a token belong here: the answers are the
 * anonymous ones, whoever opens the page. They cost the database what the page's own calls would have; they
 * come from this server itself (127.0.0.1), so a route limited per address must not be named here.
 */
export interface FirstCalls {
  path: RegExp;
  /** The calls, from the path's match and the page's query (`?id=1` of /meeting/information/introduction). */
  calls(match: RegExpExecArray, query: URLSearchParams): string[];
  /**
   * These, with the site's own, are every call the page's first screen makes (none, for a sign-in form): once
   * they are answered the page needs the HTTP client only when the user does something, and fetches it then.
   */
  whole?: boolean;
}

export interface FirstAnswers {
  /** By key (firstCallKey). */
  answers: Record<string, unknown>;
  /** A `whole` page whose every call was answered. */
  whole: boolean;
}

export type FirstAnswersOf = (pathname: string, search?: string) => Promise<FirstAnswers>;

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
 * A call's key, the same on both sides: the path and its query sorted by name (shared/src/http/firstAnswers.ts
 * builds it from the path and params of the call).
 */
export function firstCallKey(call: string): string {
  const [path, query = ''] = call.split('?', 2);
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}

const timeout = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref());

/**
 * The answers to a page's first calls, by key, asked of this server's own routes (inject: the same validation,
 * handlers and envelope as the call from the page would get). A call that fails, answers with an HTTP error or
 * is late is left out; the page then makes it as it would have.
 */
export function firstAnswersOf(app: FastifyInstance, pages: FirstCalls[], waitMs = FIRST_ANSWERS_WAIT_MS): FirstAnswersOf {
  return async (pathname, search = '') => {
    const query = new URLSearchParams(search);
    let whole = false;
    let named = true;
    const calls = pages.flatMap((page) => {
      const match = page.path.exec(pathname);
      if (!match) return [];
      try {
        const some = page.calls(match, query);
        whole ||= page.whole === true;
        return some;
      } catch {
        // A declaration that cannot name its calls for this path answers nothing; the page is served all the same.
        named = false;
        return [];
      }
    });
    const answers = await Promise.all(
      calls.map(async (call) => {
        const asked = app.inject({ method: 'GET', url: `/${call}` }).then((res) => (res.statusCode === 200 ? res.json() : undefined));
        const answer = await Promise.race([asked, timeout(waitMs)]).catch(() => undefined);
        return [firstCallKey(call), answer] as const;
      }),
    );
    const answered = answers.filter(([, answer]) => answer !== undefined);
    return { answers: Object.fromEntries(answered), whole: whole && named && answered.length === calls.length };
  };
}
