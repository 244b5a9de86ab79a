import type { Queryable } from '../db';

/** A page whose first and largest picture (its LCP element) the server can name from the path alone. */
export interface LeadImage {
  path: RegExp;
  image(q: Queryable, match: RegExpExecArray): Promise<string | null | undefined>;
}

export type LeadImageOf = (pathname: string) => Promise<string | undefined>;

/**
 * The lead picture of a page, for the shell's HTML to preload: it then downloads beside the scripts instead
 * of after the page has rendered and asked for its data, which had kept the largest paint waiting seconds on
 * a slow network. Only this site's own paths are named (the CSP allows them, and a stored outside address
 * never reaches our HTML); a failed lookup names nothing, the page is served all the same.
 */
export function leadImageOf(q: Queryable, pages: LeadImage[]): LeadImageOf {
  return async (pathname) => {
    for (const page of pages) {
      const match = page.path.exec(pathname);
      if (!match) continue;
      const url = await page.image(q, match).catch(() => undefined);
      return url && /^\/(?!\/)/.test(url) ? url : undefined;
    }
    return undefined;
  };
}
