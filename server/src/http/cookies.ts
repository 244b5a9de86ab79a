import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One cookie of the request, '' when it has none or a value that does not decode (no cookie plugin: the API
 * authenticates by header; these few cookies only tie a browser or tell a page whose it is).
 */
export function cookieOf(req: FastifyRequest, name: string): string {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return '';
    }
  }
  return '';
}

/** An HttpOnly, SameSite=Lax cookie: it comes back on a top-level redirect (from WeChat), never to another site's script. */
export function setCookie(reply: FastifyReply, name: string, value: string, path: string, maxAgeSec: number): void {
  const secure = reply.request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${name}=${encodeURIComponent(value)}; Path=${path}; Max-Age=${maxAgeSec}; HttpOnly; SameSite=Lax${secure}`);
}
