import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthError } from '../lib/errors';
import type { Queryable } from '../db';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, when a valid token came with the request. */
    user: SessionUser | null;
    token: string;
  }
  interface FastifyContextConfig {
    /** The route needs a login: a call without a valid token gets 401 before its body is read or validated. */
    auth?: boolean;
  }
}

/** The caller as the session store answers it (features/account/auth/sessions). */
export interface SessionUser {
  id: number;
  username: string;
  nickname: string;
  mobile: string;
  email: string | null;
  avatar: string;
  roles: string[];
}

/** Route option of the routes that need a login: `{ config: AUTH, schema }`. */
export const AUTH = { auth: true } as const;

/**
 * The token from the `token` header, and from nowhere else: a cookie would ride along on a form
 * another site makes the browser post (CSRF), a header is only ever set by our own code.
 */
export function requestToken(req: FastifyRequest): string {
  const header = req.headers.token;
  return (Array.isArray(header) ? header[0] : header) ?? '';
}

/** The currently logged-in user, or a 401: a token that is missing, unknown, revoked or expired. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new AuthError(req.token ? '登录已过期，请重新登录' : '请先登录');
  return req.user;
}

/**
 * Resolves the caller of every API request as the request arrives (onRequest, before the body is
 * parsed), so handlers can read request.user and routes marked AUTH refuse strangers first. The
 * session store belongs to the account feature, which http sits below: app.ts hands its lookup in.
 */
export function registerAuth(app: FastifyInstance, userForToken: (q: Queryable, token: string) => Promise<SessionUser | undefined>): void {
  app.decorateRequest('user', null);
  app.decorateRequest('token', '');
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    req.token = requestToken(req);
    req.user = (await userForToken(app.db, req.token)) ?? null;
    if (req.routeOptions.config.auth) currentUser(req);
  });
}
