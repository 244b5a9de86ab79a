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

/** What a route answering outside the envelope sends: JSON of its own, text, or a file. */
function mediaSchema(media: string) {
  if (media === 'application/json') return { type: 'object' };
  return media.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' };
}

/** Bodies come as JSON, as forms (what the app sends) or as multipart (uploads). */
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

declare module 'fastify' {
  interface FastifySchema {
    /**
     * What the route's envelope carries in `data`, for the document only (a response schema would
     * make Fastify drop every field it does not list).
     */
    answer?: object;
    /**
     * The media type the route answers instead of the envelope: a file (a PDF, a picture), plain text
     * (Alipay's notification) or JSON of its own (the document itself, the session); a file route's
     * failures are still the envelope.
     */
    answerMedia?: string;
  }
}

/**
 * What the document says of a route beyond its own schema: only /api routes are listed; login-only
 * routes carry the `token` header requirement and their 401, routes checked for a permission their 403;
 * every answer is the envelope, with its `data` when the route describes it.
 */
function describe({ schema, url, route }: { schema: FastifySchema | undefined; url: string; route: RouteOptions }) {
  // Routes without a schema of their own (the apps' files) come with none.
  const { answer, answerMedia, ...own } = schema ?? {};
  if (!url.startsWith('/api/')) return { schema: { ...own, hide: true }, url };
  const auth = !!route.config?.auth;
  const guarded = !!(route.config as { admin?: unknown } | undefined)?.admin;
  return {
    url,
    schema: {
      ...own,
      ...(own.body ? { consumes: BODY_TYPES } : {}),
      ...(auth ? { security: [{ token: [] }] } : {}),
      response: {
        200: answerMedia
          ? { description: `不是信封：${answerMedia}`, content: { [answerMedia]: { schema: mediaSchema(answerMedia) } } }
          : {
              ...ENVELOPE,
              ...(answer ? { properties: { ...ENVELOPE.properties, data: answer } } : {}),
              description: '信封 {code, msg, time, data}：code 1 成功；code 0 业务失败，msg 为中文原因',
            },
        ...(auth ? { 401: { ...ENVELOPE, description: '未登录或登录已过期' } } : {}),
        ...(guarded ? { 403: { ...ENVELOPE, description: '无权访问（无此权限，或不是您管理的会议或订单；存在与否答复相同）' } } : {}),
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
      info: {
        title: '会议酒店 API',
        version: '1.0.0',
        description: '所有回复均为 {code, msg, time, data}；需要登录的接口在 token 请求头中携带登录令牌。',
      },
      tags,
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: describe as never,
  });
}
