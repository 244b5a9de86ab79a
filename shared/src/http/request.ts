import type { AxiosError, AxiosInstance, Method } from 'axios';
import { apiBase, uploadBase } from './endpoints';
import { ApiError, DEFAULT_ERROR_MESSAGE } from './errors';
import { dropEmpty, toFormBody, toMultipart, type Params } from './params';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { helperShouldRetry, isIdempotent, retryDelay, sleep } from './retry';
import { tokenStorage } from './token';
import { firstScreenAnswered, hasFirstAnswers, hasSignedInAnswers, takeFirstAnswer, type FirstCallMethod } from './firstAnswers';
import { loginPath, navigateTo } from '../navigation/navigator';
import { loadingStore } from '../stores/loading';
import { ON_DEMAND_FAILED } from '../ui/onDemand';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  time?: number;
  data: T;
}

export interface CallOptions {
  /** false: no token header, and a 401 does not send the user to the login page. */
  auth?: boolean;
  /** Keep the global loading indicator visible while this call runs. */
  showLoading?: boolean;
  /**
   * Tries after the first (default 0); 1000 ms apart, doubling; never after a 4xx. Only GET, HEAD and
   * OPTIONS are retried, or a write that carries an idempotencyKey (the server answers its resend with
   * the first answer instead of doing it twice).
   */
  retry?: number;
  /** Sent as the Idempotency-Key header: the same key for every send of one user action (newIdempotencyKey). */
  idempotencyKey?: string;
  timeout?: number;
  /** Body encoding of a write call: form-encoded by default. */
  body?: 'form' | 'json' | 'multipart';
  /** Resolve with the whole envelope instead of throwing when code !== 1. */
  raw?: boolean;
  baseURL?: string;
}

export const CALL_TIMEOUT_MS = 30000;

let clientLoad: Promise<AxiosInstance> | undefined;

/**
 * The HTTP client (axios), fetched when first needed: a page whose first calls its HTML answered
 * (firstAnswers.ts) shows without it. A fetch that fails (a flaky network) is tried again at the next call.
 */
export function loadHttpClient(): Promise<AxiosInstance> {
  clientLoad ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    ({ default: axios }) => axios.create({ timeout: CALL_TIMEOUT_MS }),
    (error: unknown) => {
      clientLoad = undefined;
      throw error;
    },
  );
  return clientLoad;
}

/**
 * Fetches the client before a call waits for it: at once when the page's HTML answered none of its first screen's
 * calls, or answered a logged-in user's own page only in part (a late answer left out: the server declares each
 * such page whole); otherwise at the user's first touch, key or wheel, as they start doing what will call. A
 * logged-in user's public page is answered like a visitor's (its reads carry no token), and their pages that read
 * with the token are answered with it (the server's signedIn declarations): fetched at once for them, the client
 * was 16.6 KiB gzip that most of their pages never used. A call the HTML did not answer fetches it itself.
 */
export function warmUpHttpClient(): void {
  if (!firstScreenAnswered() && (!hasFirstAnswers() || hasSignedInAnswers())) {
    void loadHttpClient().catch(() => undefined);
    return;
  }
  const events = ['pointerdown', 'keydown', 'wheel'] as const;
  const listen = () => {
    for (const type of events) window.addEventListener(type, touched, { capture: true, passive: true });
  };
  // A fetch the network failed (a venue's wifi dropping) is tried again at the next touch, not only at the next call.
  const touched = () => {
    for (const type of events) window.removeEventListener(type, touched, true);
    loadHttpClient().catch(listen);
  };
  listen();
}

function encodeBody(data: Params | undefined, kind: CallOptions['body']) {
  if (kind === 'json') return dropEmpty(data);
  if (kind === 'multipart') return toMultipart(data);
  return toFormBody(data);
}

async function send<T>(method: Method, url: string, data: Params | undefined, opts: CallOptions): Promise<Envelope<T>> {
  const auth = opts.auth !== false;
  const token = tokenStorage.get();
  const isGet = method.toUpperCase() === 'GET';
  const retries = isIdempotent(method) || opts.idempotencyKey ? (opts.retry ?? 0) : 0;
  const headers = { ...(auth && token ? { token } : {}), ...(opts.idempotencyKey ? { [IDEMPOTENCY_HEADER]: opts.idempotencyKey } : {}) };
  for (let attempt = 0; ; attempt += 1) {
    const client = await loadHttpClient().catch(() => undefined);
    if (!client) {
      // The client itself could not be fetched: no request was sent, so any call may try again.
      if (attempt < retries) {
        await sleep(retryDelay(attempt));
        continue;
      }
      throw new ApiError(ON_DEMAND_FAILED);
    }
    try {
      const res = await client.request<Envelope<T>>({
        method,
        url,
        baseURL: opts.baseURL ?? apiBase(),
        timeout: opts.timeout ?? CALL_TIMEOUT_MS,
        headers,
        params: isGet ? dropEmpty(data) : undefined,
        data: isGet ? undefined : encodeBody(data, opts.body),
      });
      return res.data;
    } catch (error) {
      const status = (error as AxiosError).response?.status;
      if (attempt < retries && helperShouldRetry(status)) {
        await sleep(retryDelay(attempt));
        continue;
      }
      throw toApiError(error as AxiosError<Partial<Envelope>>, auth);
    }
  }
}

function toApiError(error: AxiosError<Partial<Envelope>>, auth: boolean): ApiError {
  const status = error.response?.status;
  const body = error.response?.data;
  if (status === 401) {
    tokenStorage.clear();
    if (auth) navigateTo(loginPath(), { replace: true });
    return new ApiError(body?.msg || '请先登录', 401, body?.code, body?.data);
  }
  const msg = body?.msg || (error.code === 'ECONNABORTED' ? '请求超时，请稍后重试' : DEFAULT_ERROR_MESSAGE);
  console.error(`[request] ${error.config?.method?.toUpperCase()} ${error.config?.url}: ${msg}`);
  return new ApiError(msg, status, body?.code, body?.data);
}

/** The main call helper. Resolves with `data` of a code-1 reply; throws ApiError otherwise. */
export async function call<T>(method: Method, url: string, data?: Params, opts: CallOptions = {}): Promise<T> {
  // The page's HTML answers GETs, and the form POSTs some pages read with (a hotel, a coupon's share, a user's
  // lists): only those its server named, a call that carries the token with what the server asked with it.
  const token = opts.auth === false ? '' : tokenStorage.get();
  const verb = method.toUpperCase();
  const answerable = verb === 'GET' || (verb === 'POST' && (opts.body ?? 'form') === 'form');
  const first = answerable && !opts.baseURL ? takeFirstAnswer(url, data, verb as FirstCallMethod, token) : undefined;
  if (opts.showLoading && !first) loadingStore.start();
  try {
    const envelope = (first as Envelope<T> | undefined) ?? (await send<T>(method, url, data, opts));
    if (opts.raw) return envelope as unknown as T;
    if (envelope.code !== 1) throw new ApiError(envelope.msg || DEFAULT_ERROR_MESSAGE, 200, envelope.code, envelope.data);
    return envelope.data;
  } finally {
    if (opts.showLoading && !first) loadingStore.end();
  }
}

export const http = {
  get: <T>(url: string, params?: Params, opts?: CallOptions) => call<T>('GET', url, params, opts),
  post: <T>(url: string, body?: Params, opts?: CallOptions) => call<T>('POST', url, body, opts),
  del: <T>(url: string, params?: Params, opts?: CallOptions) => call<T>('DELETE', url, params, opts),
  /** api/common/upload: multipart with a `file` field and the token header, sent to the upload host. */
  upload: <T>(file: Blob, extra: Params = {}, opts: CallOptions = {}) =>
    call<T>('POST', 'api/common/upload', { ...extra, file }, { baseURL: uploadBase(), ...opts, body: 'multipart' }),
};
