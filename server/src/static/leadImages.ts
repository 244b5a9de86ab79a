import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db';

/**
 * Where a page shows its lead picture, so the shell's first screen can put it at the same place
 * (shell/src/boot.css): `banner`, the home carousel's first slide; `hero`, the top of a meeting page.
 */
export type LeadFrame = 'banner' | 'hero';

/** A page whose first and largest picture (its LCP element) the server can name from the path alone. */
export interface LeadImage {
  path: RegExp;
  frame: LeadFrame;
  image(q: Queryable, match: RegExpExecArray): Promise<string | null | undefined>;
}

export type LeadImageOf = (pathname: string) => Promise<{ url: string; frame: LeadFrame } | undefined>;

/**
 * The lead picture of a page, for the shell's HTML to preload and show: it downloads beside the scripts
 * instead of after the page has rendered and asked for its data, and shows before them, where the page will
 * show it; waiting for the scripts had kept the largest paint seconds late on a slow network. Only this site's own
 * paths are named (the CSP allows them, and a stored outside address never reaches our HTML); a failed lookup names
 * nothing, the page is served all the same.
 */
export function leadImageOf(q: Queryable, pages: LeadImage[]): LeadImageOf {
  return async (pathname) => {
    for (const page of pages) {
      const match = page.path.exec(pathname);
      if (!match) continue;
      const url = await page.image(q, match).catch(() => undefined);
      return url && /^\/(?!\/)/.test(url) ? { url, frame: page.frame } : undefined;
    }
    return undefined;
  };
}

/** The pages whose lead picture is drawn as the server starts: the home page, where most visits begin. */
const DRAWN_AT_START = ['/'];

/**
 * Once the server listens, it asks itself for the home page's lead picture, so that the first visitor after a
 * start or a deploy does not wait for it to be drawn: the first drawing also loads the fonts, about 200 ms of
 * the largest paint. Nothing waits for it; should it fail, the first visitor draws the picture as before.
 */
export function drawLeadPicturesOnListen(app: FastifyInstance, leadImage: LeadImageOf): void {
  app.addHook('onListen', async () => {
    const drawing = DRAWN_AT_START.map(async (pathname) => {
      const lead = await leadImage(pathname);
      if (lead) await app.inject({ method: 'GET', url: lead.url, headers: { accept: 'image/webp,image/*' } });
    });
    void Promise.all(drawing).catch((err) => app.log.warn({ err }, 'lead pictures not drawn at start'));
  });
}
