import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure, type Envelope } from './envelope';
import { AuthError, BizError } from '../lib/errors';
import { validationMessage } from './validation';
import { MALFORMED_MULTIPART, requestErrorMessage, requestErrorStatus } from './requestErrors';
import { databaseUnavailable, dbErrorMessage } from './dbErrors';
import { rawSecurityHeaders } from './securityHeaders';
import { MAX_UPLOAD_BYTES } from './bodies';

interface Answer {
  status: number;
  body: Envelope;
}

type AnyError = Error & { validation?: unknown[]; validationContext?: string; statusCode?: number; code?: string };

/** How an error is answered: always the envelope, with a 5xx only for our own faults. */
export function answerFor(err: AnyError, request: FastifyRequest): Answer {
  if (err instanceof AuthError) return { status: 401, body: failure(err.message) };
  if (err instanceof BizError) return { status: 200, body: failure(err.message, err.data) };
  if (err.validation)
    return { status: 200, body: failure(validationMessage(err.validation as never, err.validationContext, request.routeOptions.schema)) };
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, body: failure(`文件不能超过${MAX_UPLOAD_BYTES / 1024 / 1024}MB`) };
  const known = requestErrorMessage(err);
  if (known) return { status: requestErrorStatus(err), body: failure(known) };
  if (!request.bodyRead && request.isMultipart()) return { status: 400, body: failure(MALFORMED_MULTIPART) };
  const dbMessage = dbErrorMessage(err);
  if (dbMessage) {
    request.log.warn({ err }, 'database refused the data');
    return { status: 200, body: failure(dbMessage) };
  }
  if (databaseUnavailable(err)) {
    request.log.warn({ err }, 'database unavailable');
    return { status: 503, body: failure('服务繁忙，请稍后重试') };
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return { status: err.statusCode, body: failure(err.statusCode === 413 ? '请求内容过大' : '请求格式不正确') };
  }
  request.log.error({ err }, 'unhandled error');
  return { status: 500, body: failure('服务器繁忙，请稍后重试') };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = answerFor(error as AnyError, request);
    return reply.code(status).send(body);
  });
}

/**
 * Fastify's `frameworkErrors` option: requests refused before routing (a bad % escape in the path,
 * an over-long path parameter) get the envelope and the security headers too, not Fastify's raw JSON.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  rawSecurityHeaders(reply);
  const { status, body } = answerFor(error, request);
  void reply.code(status).send(body);
}
