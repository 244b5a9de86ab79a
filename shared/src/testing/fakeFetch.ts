/** The part of a fetch Response the clients read. */
export interface FakeResponse {
  status: number;
  ok: boolean;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

export function response(status: number, body: unknown): FakeResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { status, ok: status >= 200 && status < 300, text: async () => text, json: async () => JSON.parse(text) };
}

/** Replaces global fetch (jsdom has none) with a jest mock; answers are set per test with mockResolvedValueOnce etc. */
export function installFakeFetch() {
  const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit?]>();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  return fetchMock;
}
