import { apiBase } from '@conf/shared';

/**
 * Pictures and files the server names by path (/api/wyms/media/..., /uploads/...) live beside the API,
 * which a deployment may put on another origin than the pages.
 */
export function assetUrl(url: string | undefined | null): string {
  if (!url) return '';
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const base = apiBase();
  return base === '/' ? url : `${base.replace(/\/+$/, '')}${url}`;
}
