import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthError } from './envelope';
import { userForToken, type SessionUser } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, when a valid token came with the request. */
    user: SessionUser | null;
    token: string;
  }
}

/** The token from the `token` header, else the `token` cookie. */
export function requestToken(req: FastifyRequest): string {
  const header = req.headers.token;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader || req.cookies?.token || '';
}

/** Resolves the caller on every API request, so handlers can read request.user. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('token', '');
  app.addHook('preHandler', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    req.token = requestToken(req);
    req.user = (await userForToken(app.db, req.token)) ?? null;
  });
}

/** The caller, or a 401 when the call needs a login. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new AuthError(req.token ? '登录已过期，请重新登录' : '请先登录');
  return req.user;
}
