import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestApp } from './helpers/testApp';
import { features } from '../src/features';

type Operation = {
  summary?: string;
  tags?: string[];
  security?: object[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: object };
  responses: object;
};

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    openapi: string;
    info: { title: string };
    tags: { name: string }[];
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: object };
  };
  const routes: RouteOptions[] = [];
  // The source file that added each route, read off the call stack of the onRoute hook.
  const files = new Map<RouteOptions, string>();
  const src = `${path.join(__dirname, '../src')}${path.sep}`;
  const addedIn = (stack: string) => {
    const file = stack
      .split('\n')
      .map((line) => /\(?(\/[^():]+\.ts):\d+:\d+\)?$/.exec(line.trim())?.[1])
      .find((f) => f?.startsWith(src));
    return file ? `server/src/${path.relative(src, file).split(path.sep).join('/')}` : '?';
  };
  const where = (r: RouteOptions) => files.get(r) ?? '?';
  const apiRoutes = () => routes.filter((r) => r.url.startsWith('/api/'));
  const methods = (r: RouteOptions) => ([] as string[]).concat(r.method).filter((m) => m !== 'HEAD');

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      onRoute: (r) => {
        routes.push(r);
        files.set(r, addedIn(new Error().stack ?? ''));
      },
    });
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  }, 120_000);
  afterAll(() => t.close());

  it('every API route has a schema with a Chinese summary and its feature tag (a new route without one fails here)', () => {
    const tags = features.map((f) => f.tag.name);
    const missing = apiRoutes()
      .filter(
        (r) =>
          !/[\u4e00-\u9fff]/.test(String(r.schema?.summary ?? '')) ||
          !(r.schema?.tags as string[] | undefined)?.every((tag) => tags.includes(tag)),
      )
      .map((r) => `${methods(r).join(',')} ${r.url}`);
    expect(missing).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(60);
  });

  it('is OpenAPI 3, generated from the route schemas, listing every API route and nothing else', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('会议酒店 API');
    expect(doc.tags.map((tag) => tag.name)).toEqual(features.map((f) => f.tag.name));
    for (const route of apiRoutes()) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of methods(route)) {
        const op = doc.paths[path]?.[method.toLowerCase()];
        expect({ route: `${method} ${route.url}`, summary: op?.summary }).toEqual({
          route: `${method} ${route.url}`,
          summary: route.schema?.summary,
        });
      }
    }
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
  });

  it('describes the inputs from the schemas, the token for login-only routes, and the envelope', () => {
    const details = doc.paths['/api/wyms/meeting/meeting/details'].get;
    expect(details.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'query', required: true, schema: expect.objectContaining({ maximum: 2147483647 }) }),
      ]),
    );
    const contact = doc.paths['/api/ms.member/update_my_contact'].post;
    expect(contact.security).toEqual([{ token: [] }]);
    expect(Object.keys(contact.requestBody!.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    expect(contact.responses).toHaveProperty('401');
    expect(doc.paths['/api/user/login'].post.security).toBeUndefined();
    expect(doc.components.securitySchemes).toEqual({ token: { type: 'apiKey', in: 'header', name: 'token' } });
    const file = doc.paths['/api/wyms/meeting/meeting_data_download/file/{id}'].get;
    expect(file.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
  });

  // The routes that answer something else than the envelope, each saying so with `answerMedia`.
  const NOT_ENVELOPE = [
    'GET /api/openapi.json',
    'GET /api/_auth/session',
    'DELETE /api/_auth/session',
    'POST /api/ms.order/alipay_notify',
    'GET /api/ms.invoice/document/:file',
    'GET /api/common/file/:id',
    'GET /api/wyms/meeting/meeting_data_download/file/:id',
    'GET /api/wyms/media/:file',
    'GET /api/exports/:token',
  ];
  it("every API route declares its answer: the envelope's data, or the media it answers instead (a route without either fails here)", () => {
    const missing = apiRoutes()
      .filter((r) => methods(r).length && !r.schema?.answer && !r.schema?.answerMedia)
      .map((r) => `${methods(r).join(',')} ${r.url} (${where(r)})`);
    expect(missing).toEqual([]);
    const outside = apiRoutes()
      .filter((r) => r.schema?.answerMedia)
      .flatMap((r) => methods(r).map((m) => `${m} ${r.url}`));
    expect(outside.sort()).toEqual([...NOT_ENVELOPE].sort());
  });

  it("shows a route's answer from its @conf/contract schema inside the envelope", () => {
    const data = (path: string) => (doc.paths[path].post.responses as any)['200'].content['application/json'].schema.properties.data;
    expect(data('/api/ms.member/update_my_contact')).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['id', 'mobile', 'id_number']),
    });
    expect(data('/api/ms.member/get_my_contact').properties.list.items.properties).toHaveProperty('position');
    expect(data('/api/user/login').properties.userinfo.properties).toHaveProperty('token');
    expect(data('/api/user/logout')).toMatchObject({ nullable: true, enum: [null] });
    expect(data('/api/ms.hotel/get_hotel_detail').properties.rooms.items.properties.state).toMatchObject({
      enum: ['available', 'sold_out', 'closed', 'out_of_range'],
    });
    const got = (path: string) => (doc.paths[path].get.responses as any)['200'].content['application/json'].schema.properties.data;
    expect(got('/api/wyms/meeting/meeting/details').properties).toHaveProperty('expert_count');
    expect(got('/api/wyms/meeting/meeting_apply/index').properties.tickets.items.properties.sale_state).toMatchObject({
      enum: ['on_sale', 'not_started', 'ended', 'sold_out'],
    });
    expect(got('/api/admin/me').properties.meetings.items.properties.role).toMatchObject({
      enum: ['owner', 'finance', 'operator', 'viewer', 'verifier', 'platform_admin'],
    });
    // A route answering a file says so instead of showing the envelope.
    expect((doc.paths['/api/ms.invoice/document/{file}'].get.responses as any)['200'].content).toEqual({
      'application/pdf': { schema: { type: 'string', format: 'binary' } },
    });
  });
});
