import { dropEmpty, type Params } from './params';
import { tokenStorage } from './token';

/**
 * The answers to a page's first calls, carried by the shell's HTML (server/src/static/firstAnswers.ts): the
 * first screen shows without an API round trip, and without the HTTP client, which a page that needs no other
 * call fetches only when the user starts doing something (request.ts, warmUpHttpClient). The anonymous answers
 * in one block, those the server asked with the visitor's token (a logged-in user's lists) in another.
 */
const ELEMENT_ID = 'first-answers';
const SIGNED_IN_ID = 'first-answers-signed-in';

/** They are the page's answers as it opened: a page drawn later (after a while, or a second visit) asks afresh. */
export const FIRST_ANSWERS_MAX_AGE_MS = 30_000;

let answers: Map<string, unknown> | undefined;
let signedIn = new Map<string, unknown>();
/** The token the page came with: the signed-in answers are that session's, not a later one's. */
let pageToken = '';
let whole = false;

/**
 * Whether this page's HTML came from the browser's cache rather than the server: back and forward reuse the
 * page as it was, answers of any age included (the HTML is no-cache, yet history navigation does not ask).
 */
function fromCache(): boolean {
  const entry = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined;
  if (!entry) return false;
  return (entry as PerformanceNavigationTiming).type === 'back_forward' || (entry as PerformanceNavigationTiming).transferSize === 0;
}

function read(id: string): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') for (const [key, answer] of Object.entries(parsed)) found.set(key, answer);
  } catch {
    // A damaged block answers nothing: the page asks the server, as it would without one.
  }
  return found;
}

function stored(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  signedIn = new Map();
  whole = false;
  if (fromCache()) return answers;
  whole = typeof document !== 'undefined' && (document.getElementById(ELEMENT_ID)?.hasAttribute('data-whole') ?? false);
  answers = read(ELEMENT_ID);
  signedIn = read(SIGNED_IN_ID);
  pageToken = tokenStorage.get();
  return answers;
}

/** The calls the server may answer in the page: GETs, and the form POSTs with which some pages read. */
export type FirstCallMethod = 'GET' | 'POST';

/**
 * The key the server files a call's answer under: its method when it is a POST, its path and its query (a
 * POST's fields) sorted by name; undefined for a call whose parameters are not all plain values (the server
 * names none of those).
 */
export function firstCallKey(url: string, params?: Params, method: FirstCallMethod = 'GET'): string | undefined {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(dropEmpty(params))) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    query.append(name, String(value));
  }
  query.sort();
  const sorted = query.toString();
  return `${method === 'POST' ? 'POST ' : ''}${sorted ? `${url}?${sorted}` : url}`;
}

/**
 * The page's answer to this call, given once (a reload of the same data asks the server); undefined when it has
 * none. A call without a token takes an anonymous answer, one with the token the page came with an answer the
 * server asked with it: never the one for the other.
 */
export function takeFirstAnswer(url: string, params?: Params, method: FirstCallMethod = 'GET', token = ''): unknown {
  const anonymous = stored();
  if (performance.now() > FIRST_ANSWERS_MAX_AGE_MS) {
    anonymous.clear();
    signedIn.clear();
  }
  const all = !token ? anonymous : token === pageToken ? signedIn : undefined;
  const key = firstCallKey(url, params, method);
  if (!all || key === undefined || !all.has(key)) return undefined;
  const answer = all.get(key);
  all.delete(key);
  return answer;
}

/** Whether the page still holds answers to its first calls. */
export const hasFirstAnswers = () => stored().size + signedIn.size > 0;

/** Whether the page holds answers the server asked with the visitor's token (a logged-in user's own page). */
export const hasSignedInAnswers = () => {
  stored();
  return signedIn.size > 0;
};

/**
 * Whether the server said its answers were every call of the page's first screen (a sign-in form calls
 * nothing; a logged-in user's order list, answered with their token): the page then needs the HTTP client only
 * when the user does something. The server says it of the visitor its page request showed (its token cookie).
 */
export const firstScreenAnswered = () => {
  stored();
  return whole;
};

/** Tests: read the page's block again. */
export function forgetFirstAnswers(): void {
  answers = undefined;
}
