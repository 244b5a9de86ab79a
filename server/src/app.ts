import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { Db } from './db';
import type { ServerConfig } from './config';
import { registerAuth } from './http/auth';
import { AuthError, BizError, failure } from './http/envelope';
import { validationMessage } from './http/validation';
import { features } from './features';
import { isPageRequest, sendShellPage, serveApps } from './static/serveApps';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export async function buildApp(db: Db, config: ServerConfig, logger: FastifyServerOptions['logger'] = false): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: config.trustProxy, bodyLimit: 2 * 1024 * 1024, ajv: { customOptions: { coerceTypes: 'array', allErrors: false } } });
  app.decorate('db', db);
  app.decorate('config', config);

  // gzip/brotli for JSON and the apps' scripts: phones on mobile networks pay for every byte.
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(formbody);
  // Multipart fields arrive as plain body values, files as {filename, mimetype, data}.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 },
    async onFile(part) {
      const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
      (part as unknown as { value: UploadedFile }).value = file;
    },
  });
  // A write call with no body at all is validated as an empty one, so the message names the missing field.
  app.addHook('preValidation', async (req) => {
    if (req.body === undefined || req.body === null) req.body = {};
  });
  registerAuth(app);

  app.setErrorHandler((error, request, reply) => {
    const err = error as Error & { validation?: unknown[]; validationContext?: string; statusCode?: number; code?: string };
    if (err instanceof AuthError) return reply.code(401).send(failure(err.message));
    if (err instanceof BizError) return reply.send(failure(err.message, err.data));
    if (err.validation) {
      const msg = validationMessage(err.validation as never, err.validationContext, request.routeOptions.schema);
      return reply.send(failure(msg));
    }
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') return reply.send(failure(`文件不能超过${MAX_UPLOAD_BYTES / 1024 / 1024}MB`));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send(failure(err.statusCode === 413 ? '请求内容过大' : '请求格式不正确'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send(failure('服务器繁忙，请稍后重试'));
  });

  for (const feature of features) feature.routes(app);
  if (config.serveApps) await serveApps(app, config);

  app.setNotFoundHandler((request, reply) => {
    if (config.serveApps && isPageRequest(request.method, request.url)) return sendShellPage(reply);
    return reply.code(404).send(failure(`接口不存在：${request.method} ${request.url.split('?')[0]}`));
  });
  return app;
}
