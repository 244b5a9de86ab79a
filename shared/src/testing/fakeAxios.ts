import { AxiosError, AxiosHeaders, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** What the fake server answers: an HTTP reply, or a transport failure (no response at all). */
export type FakeReply = { status: number; data?: unknown } | { network: 'ERR_NETWORK' | 'ECONNABORTED' };

/**
 * Test double for the network under an axios instance: requests go through axios itself
 * (config merging, body transforms, params) and stop at this adapter, which answers from a queue
 * the way axios's own adapters do (non-2xx rejects with an AxiosError carrying the response).
 */
export function fakeAxios(instance: AxiosInstance) {
  const original = instance.defaults.adapter;
  const queue: FakeReply[] = [];
  const calls: InternalAxiosRequestConfig[] = [];

  instance.defaults.adapter = async (config) => {
    calls.push(config);
    const reply = queue.shift();
    if (!reply) throw new Error(`unexpected request ${config.method?.toUpperCase()} ${config.url}`);
    if ('network' in reply) {
      const message = reply.network === 'ECONNABORTED' ? `timeout of ${config.timeout}ms exceeded` : 'Network Error';
      throw new AxiosError(message, reply.network, config, {});
    }
    const response: AxiosResponse = {
      status: reply.status,
      statusText: '',
      data: reply.data,
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };

  return {
    calls,
    /** Queue the answers of the next requests, in order. */
    reply(...replies: FakeReply[]) {
      queue.push(...replies);
    },
    /** The URL a request went to, base path and query included. */
    urlOf(config: InternalAxiosRequestConfig) {
      return instance.getUri(config);
    },
    restore() {
      instance.defaults.adapter = original;
    },
  };
}

export const ok = (data: unknown = null) => ({ status: 200, data: { code: 1, msg: 'ok', time: 0, data } });
export const fail = (msg: string, data: unknown = null) => ({ status: 200, data: { code: 0, msg, time: 0, data } });
