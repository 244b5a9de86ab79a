import type { InjectOptions } from 'fastify';
import type { RouteOptions } from 'fastify';
import { createTestApp, tokenFor, type TestApp } from './helpers/testApp';
import { makeAppsFolder, type AppsFolder } from './helpers/appsDir';
import { ok } from '../src/http/envelope';

/*
 * Every route the server has, found through its own onRoute hook (so a route added tomorrow is swept
 * too), called with malformed input, anonymously and logged in: no answer may be a 5xx, every refusal
 * is the {code: 0, msg, time, data} envelope with a Chinese message, and the server still answers after.
 */

const LONG = 'x'.repeat(100_000);

/** The demo platform admin: may call every console route. */
const PLATFORM_ADMIN = '13600136000';

/** Values for a JSON body field. */
const JSON_VALUES: unknown[] = [
  2147483648,
  -2147483649,
  -1,
  0,
  1.5,
  9.9e307,
  '2147483648',
  '1e309',
  '-1e309',
  'Infinity',
  'NaN',
  '',
  ' ',
  LONG,
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  [],
  [1, 2],
  ['a', 'b'],
  {},
  { $gt: '' },
  null,
  true,
  "' OR 1=1 --",
  '<script>alert(1)</script>',
];

/** Values for a query-string field, already encoded as they travel in a URL. */
const QUERY_VALUES = [
  '2147483648',
  '-2147483649',
  '-1',
  '0',
  '1.5',
  '1e309',
  '-1e309',
  'Infinity',
  'NaN',
  '',
  '%00',
  'a%00b',
  '%ff%fe',
  '%',
  '%zz',
  '%ED%A0%80',
  encodeURIComponent(LONG.slice(0, 5000)),
  '1&id=2',
  "'%20OR%201=1",
];

/** Values for a path parameter. */
const PATH_VALUES = [
  '%ff%fe',
  '%00',
  '1e309',
  '2147483648',
  '-1',
  '1.5',
  'NaN',
  'x'.repeat(300),
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%E4%B8%AD',
];

/** Whole bodies that are not what their content type says, or not any content type we take. */
const RAW_BODIES: { type?: string; body: string | Buffer }[] = [
  { type: 'application/json', body: '{bad' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '"just a string"' },
  { type: 'application/json', body: '[1,2,3]' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '{"id":1e309,"page":1e309,"limit":-1e309}' },
  { type: 'application/json', body: '{"__proto__":{"admin":true}}' },
  { type: 'application/json', body: '{"constructor":{"prototype":{"admin":true}}}' },
  { type: 'application/json', body: '{"a\\u0000b":1}' },
  { type: 'application/json', body: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  { type: 'application/json', body: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]) },
  { type: 'application/x-www-form-urlencoded', body: 'id=%ff&keyword=%00&mobile=%zz&page=1e309&limit=NaN&id=1&id=2' },
  { type: 'application/x-www-form-urlencoded', body: `account=${encodeURIComponent('a\u0000')}&password=x` },
  { type: 'multipart/form-data; boundary=abc', body: 'garbage' },
  { type: 'multipart/form-data', body: 'no boundary at all' },
  {
    type: 'multipart/form-data; boundary=abc',
    body: '--abc\r\nContent-Disposition: form-data; name="id"\r\n\r\n1e309\r\n--abc\r\nContent-Disposition: form-data; name="keyword"\r\n\r\na\u0000b\r\n--abc--\r\n',
  },
  { type: 'multipart/form-data; boundary=abc', body: '--abc\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--abc--\r\n' },
  {
    type: 'multipart/form-data; boundary=abc',
    body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--abc\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\n\r\nxx\r\n--abc--\r\n',
  },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'application/octet-stream', body: Buffer.alloc(64) },
  { body: 'no content type' },
];

/** What dbErrors.ts answers when PostgreSQL refuses a value. */
const DB_MESSAGES = new Set([
  '参数超出范围或格式不正确',
  '数据不符合规则，请检查后重试',
  '关联的数据不存在或已被删除',
  '数据已存在，请勿重复提交',
  '缺少必填的数据',
]);

/** Answers that are not the envelope by design: files, pictures, pages and the two documented exceptions. */
const NOT_ENVELOPE = new Set(['/api/_auth/session', '/api/openapi.json']);

const fieldsOf = (part: unknown) => Object.keys((part as { properties?: object } | undefined)?.properties ?? {});
const methodsOf = (r: RouteOptions) => ([] as string[]).concat(r.method);

describe('no input makes a 500', () => {
  let t: TestApp;
  let apps: AppsFolder;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    apps = makeAppsFolder();
    t = await createTestApp({
      config: { serveApps: true, appsDir: apps.appsDir, uploadDir: apps.uploadDir },
      onRoute: (r) => routes.push(r),
      // Added after the server is built, with a careless schema: swept and bounded all the same.
      extend(app) {
        app.post(
          '/api/test/later',
          { schema: { body: { type: 'object', properties: { n: { type: 'integer' }, s: { type: 'string' } } } } },
          async (req) =>
            ok(
              await app.db.query('SELECT $1::int AS n, $2::text AS s', [
                (req.body as { n?: number }).n ?? 0,
                (req.body as { s?: string }).s ?? '',
              ]),
            ),
        );
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    apps.remove();
  });

  it('finds every route through the server itself, including one added later', () => {
    const urls = new Set(routes.map((r) => r.url));
    for (const url of [
      '/api/health',
      '/api/user/login',
      '/api/ms.hotel/get_hotel_detail',
      '/api/wyms/media/:file',
      '/uploads/*',
      '/remotes/mf-hotel/*',
      '/api/test/later',
    ]) {
      expect(urls).toContain(url);
    }
    expect(routes.length).toBeGreaterThan(80);
  });

  it('answers every route and every malformed input with the envelope and never a 5xx, anonymous and logged in', async () => {
    const problems: string[] = [];
    let calls = 0;
    let ipSeq = 0;

    const check = async (route: RouteOptions, req: InjectOptions, who: string) => {
      calls += 1;
      const res = await t.app.inject({ ...req, remoteAddress: `10.77.${Math.floor(ipSeq / 250) % 250}.${(ipSeq++ % 250) + 1}` });
      const label = `${who} ${req.method} ${String(req.url).slice(0, 120)} ${typeof req.payload === 'string' ? req.payload.slice(0, 60) : ''}`;
      if (res.statusCode >= 500) return void problems.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
      const envelopeExpected = res.statusCode >= 400 || (isJson && route.url.startsWith('/api/') && !NOT_ENVELOPE.has(route.url));
      if (!envelopeExpected || req.method === 'HEAD') return;
      let body: Record<string, unknown>;
      try {
        body = res.json();
      } catch {
        return void problems.push(`${label} → ${res.statusCode} not JSON: ${res.body.slice(0, 100)}`);
      }
      const shaped =
        (body.code === 0 || body.code === 1) && typeof body.msg === 'string' && typeof body.time === 'number' && 'data' in body;
      if (!shaped) problems.push(`${label} → ${res.statusCode} not the envelope: ${res.body.slice(0, 200)}`);
      // The database's refusal is the safety net, not the check: malformed input stops at validation.
      else if (DB_MESSAGES.has(body.msg as string)) problems.push(`${label} → reached the database: ${body.msg}`);
      else if (res.statusCode >= 400 && (body.code !== 0 || !/[\u4e00-\u9fff]/.test(body.msg as string))) {
        problems.push(`${label} → ${res.statusCode} refusal without a Chinese message: ${body.msg}`);
      }
    };

    for (const route of routes) {
      const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
      const queryFields = [...new Set([...fieldsOf(schema.querystring), 'id', 'page', 'limit', 'keyword'])];
      const bodyFields = [...new Set([...fieldsOf(schema.body), 'id', 'page', 'limit', 'mobile'])];
      for (const method of methodsOf(route)) {
        // A fresh token per route: logout and password changes revoke the one they are called with. The
        // console's routes refuse an attendee before the body, so there the platform admin sends the input.
        const mobile = route.url.startsWith('/api/admin/') ? PLATFORM_ADMIN : '13800138000';
        for (const token of [undefined, await tokenFor(t.db, mobile)]) {
          const who = token ? 'user' : 'anon';
          const headers = token ? { token } : {};
          const url = route.url.replace(/\*$/, 'x').replace(/:(\w+)/g, '1');
          for (const value of PATH_VALUES) {
            if (!route.url.includes(':') && !route.url.endsWith('*')) break;
            const bad = route.url.replace(/\*$/, value).replace(/:(\w+)/g, value);
            await check(route, { method: method as InjectOptions['method'], url: bad, headers }, who);
          }
          for (const field of queryFields) {
            for (const value of QUERY_VALUES)
              await check(route, { method: method as InjectOptions['method'], url: `${url}?${field}=${value}`, headers }, who);
          }
          if (method === 'GET' || method === 'HEAD') continue;
          for (const field of bodyFields) {
            for (const value of JSON_VALUES) {
              await check(
                route,
                {
                  method: method as InjectOptions['method'],
                  url,
                  headers: { ...headers, 'content-type': 'application/json' },
                  payload: JSON.stringify({ [field]: value }),
                },
                who,
              );
            }
          }
          for (const raw of RAW_BODIES) {
            const rawHeaders = raw.type ? { ...headers, 'content-type': raw.type } : headers;
            await check(route, { method: method as InjectOptions['method'], url, headers: rawHeaders, payload: raw.body }, who);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(5000);

    const health = await t.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ code: 1, data: { status: 'ok' } });
  }, 600_000);

  it('names the problem in Chinese: the values of the issue', async () => {
    const get = async (url: string) => (await t.app.inject(url)).json();
    const post = async (url: string, payload: string | object, type = 'application/json') =>
      (await t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload })).json();
    expect(await get('/api/wyms/meeting/meeting/details?id=1e309')).toMatchObject({ code: 0, msg: '会议ID超出范围' });
    expect(await get('/api/wyms/meeting/meeting/index?page=1e309')).toMatchObject({ code: 0, msg: '页码超出范围' });
    expect(await get('/api/wyms/meeting/meeting/index?limit=Infinity')).toMatchObject({ code: 0, msg: '每页数量超出范围' });
    expect(await get('/api/wyms/meeting/meeting/index?keyword=a%00b')).toMatchObject({
      code: 0,
      msg: '关键词含有不允许的字符（如空字符）',
    });
    expect(await post('/api/ms.hotel/get_hotel_detail', { id: 2147483648 })).toMatchObject({ code: 0, msg: '酒店ID不能大于2147483647' });
    expect(await post('/api/ms.hotel/get_hotel_detail', '{"id":1e309}')).toMatchObject({ code: 0, msg: '酒店ID应为整数' });
    expect(await post('/api/user/login', { account: 'demo\u0000', password: 'x' })).toMatchObject({
      code: 0,
      msg: '账号含有不允许的字符（如空字符）',
    });
    expect(await post('/api/user/login', 'garbage', 'multipart/form-data; boundary=abc')).toMatchObject({
      code: 0,
      msg: '上传内容（multipart）格式不正确',
    });
    expect(await post('/api/user/login', '{"account":', 'application/json')).toMatchObject({ code: 0, msg: '请求内容不是正确的 JSON' });
    expect(await post('/api/user/login', '<a/>', 'application/xml')).toMatchObject({
      code: 0,
      msg: '不支持的请求内容类型，请使用 JSON、表单或 multipart',
    });
    expect(await post('/api/test/later', { s: LONG })).toMatchObject({ code: 0, msg: 's不能超过2000个字符' });
    expect(await post('/api/test/later', { n: 2147483648 })).toMatchObject({ code: 0, msg: 'n不能大于2147483647' });
    const badEscape = await t.app.inject('/api/wyms/media/%ff%fe');
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toMatchObject({ code: 0, msg: '请求地址中的编码不正确', data: null });
    // Refused before routing, yet with the same security headers as every answer.
    expect(badEscape.headers['x-content-type-options']).toBe('nosniff');
  });
});
