import { apiBase } from './endpoints';
import { genericRetries, retryDelay, sleep } from './retry';
import { tokenStorage } from './token';

export const ALT_TIMEOUT_MS = 60000;

export interface AltOptions {
  method?: string;
  query?: Record<string, string | number>;
  /** Opt in to the generic retry: idempotent calls, once, on 408/409/425/429/5xx. */
  genericRetry?: boolean;
  auth?: boolean;
}

function buildUrl(path: string, query?: AltOptions['query']): string {
  const base = /^https?:\/\//.test(path) || path.startsWith('/') ? '' : apiBase();
  const url = `${base}${path}`;
  if (!query) return url;
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

async function parse(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The alternative client: fetch with a 60 s timeout and no retry unless asked.
 * Any status other than 200 rejects with the parsed body.
 */
export async function altFetch<T>(path: string, opts: AltOptions = {}): Promise<T> {
  const method = (opts.method ?? 'GET').toUpperCase();
  const token = opts.auth === false ? '' : tokenStorage.get();
  for (let attempt = 0; ; attempt += 1) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), ALT_TIMEOUT_MS);
    let res: Response | undefined;
    try {
      res = await fetch(buildUrl(path, opts.query), {
        method,
        headers: { accept: 'application/json', ...(token ? { token } : {}) },
        signal: controller.signal,
        credentials: 'same-origin',
      });
    } catch (networkError) {
      if (opts.genericRetry && attempt < genericRetries(method, undefined)) {
        await sleep(retryDelay(attempt));
        continue;
      }
      throw networkError;
    } finally {
      clearTimeout(timer);
    }
    if (res.status === 200) return (await parse(res)) as T;
    // A 401 clears the token whichever client saw it; only the main helper also sends the user to the login page.
    if (res.status === 401) tokenStorage.clear();
    if (opts.genericRetry && attempt < genericRetries(method, res.status)) {
      await sleep(retryDelay(attempt));
      continue;
    }
    throw await parse(res);
  }
}
