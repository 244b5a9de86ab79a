import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MeetingPreview, PreviewQuery } from '@conf/contract';
import type { Queryable } from '../../../db';
import { cookieOf, setCookie } from '../../../http/cookies';
import { ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { metaSecret } from '../../../lib/metaSecret';

/**
 * A draft is seen by whoever holds its preview link: a token signed for the meeting and a time. Opening
 * the link keeps the token in a cookie for the site's pages, and every public call of that browser sees
 * that one meeting as if published (requireMeeting asks `previewedMeeting()`); nobody else does.
 */
const COOKIE = 'meeting_preview';
const TTL_SEC = 24 * 3600;
const TOKEN = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/;

const sign = (secret: Buffer, id: number, exp: number) =>
  createHmac('sha256', secret).update(`meeting-preview.${id}.${exp}`).digest('base64url');
const secretOf = (q: Queryable) => metaSecret(q, 'meeting_preview_secret');

export async function meetingPreviewLink(q: Queryable, meetingId: number): Promise<{ url: string; expires_at: string }> {
  const exp = Math.floor(Date.now() / 1000) + TTL_SEC;
  const token = `${meetingId}.${exp}.${sign(await secretOf(q), meetingId, exp)}`;
  return { url: `/api/wyms/meeting/preview?token=${token}`, expires_at: new Date(exp * 1000).toISOString() };
}

/** The meeting a token previews, while it is valid; else null. */
async function previewOf(q: Queryable, token: string | undefined): Promise<{ id: number; exp: number } | null> {
  const m = token ? TOKEN.exec(token) : null;
  if (!m) return null;
  const [id, exp] = [Number(m[1]), Number(m[2])];
  if (exp <= Date.now() / 1000) return null;
  const expected = Buffer.from(sign(await secretOf(q), id, exp));
  const given = Buffer.from(m[3]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id, exp } : null;
}

const cookieToken = (req: FastifyRequest) => cookieOf(req, COOKIE) || undefined;

const previewing = new AsyncLocalStorage<number>();

/** The draft meeting this request may see through its preview cookie, if any. */
export const previewedMeeting = (): number | null => previewing.getStore() ?? null;

/** Whether a page request comes from a browser holding a preview link (its page must not carry answers made without it). */
export const hasPreviewCookie = (req: FastifyRequest) => cookieToken(req) !== undefined;

/**
 * On every request: a valid preview cookie makes its meeting visible for the rest of the request, whose
 * answers are then this browser's own (never stored by a cache).
 */
export function registerMeetingPreview(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    const token = cookieToken(req);
    if (!token) return done();
    previewOf(app.db, token).then(
      (p) => {
        if (!p) return done();
        reply.header('Cache-Control', 'private, no-store');
        previewing.run(p.id, done);
      },
      (error: Error) => done(error),
    );
  });

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/wyms/meeting/preview',
    {
      schema: {
        tags: ['会议'],
        summary: '打开会议预览链接（草稿也可预览，链接 24 小时内有效）',
        querystring: PreviewQuery,
        answer: MeetingPreview,
      },
    },
    async (req, reply) => {
      const p = await previewOf(app.db, req.query.token);
      if (!p) return fail('预览链接无效或已过期');
      const maxAge = Math.max(0, p.exp - Math.floor(Date.now() / 1000));
      // previewOf has checked the token: digits, dots and base64url, which the cookie carries as they are.
      setCookie(reply, COOKIE, req.query.token, '/', maxAge);
      reply.header('Cache-Control', 'no-store');
      if (req.headers.accept?.includes('text/html')) return reply.redirect(`/meeting/home/${p.id}`);
      return ok({ meeting_id: p.id });
    },
  );
}
