import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';

/** The feature tags of the document, in the order a reader meets them. */
export interface ApiTag {
  name: string;
  description: string;
}

const ENVELOPE = {
  type: 'object',
  properties: { code: { type: 'integer', enum: [0, 1] }, msg: { type: 'string' }, time: { type: 'integer' }, data: {} },
};

/** Bodies come as JSON, as forms (what the app sends) or as multipart (uploads). */
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * What the document says of a route beyond its own schema: only /api routes are listed; login-only
 * routes carry the `token` header requirement and their 401; every answer is the envelope.
 */
function describe({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) {
  if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
  const auth = !!route.config?.auth;
  return {
    url,
    schema: {
      ...schema,
      ...(schema.body ? { consumes: BODY_TYPES } : {}),
      ...(auth ? { security: [{ token: [] }] } : {}),
      response: {
        200: { ...ENVELOPE, description: '信封 {code, msg, time, data}：code 1 成功；code 0 业务失败，msg 为中文原因' },
        ...(auth ? { 401: { ...ENVELOPE, description: '未登录或登录已过期' } } : {}),
      },
    },
  };
}

/**
 * The OpenAPI 3 document of the API, generated from the routes' own schemas (they stay the single
 * source), for the WeChat mini-program and other clients. Register before the routes: it collects them as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, tags: ApiTag[]): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: '会议酒店 API', version: '1.0.0', description: '所有回复均为 {code, msg, time, data}；需要登录的接口在 token 请求头中携带登录令牌。' },
      tags,
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: describe as never,
  });
}
