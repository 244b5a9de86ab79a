import { assetUrl } from './assetUrl';

/**
 * Server-sanitised rich text made ready for the page: addresses the server gives as paths
 * (/api/wyms/media/..., /uploads/...) point at the API's origin, links open in a new tab without
 * access to this one, pictures load lazily. This does not sanitise: the HTML must come from the server,
 * which does (our rows on the way in and out, anything else through api/common/rich_text).
 * Parsed with DOMParser, so nothing in it runs while it is rewritten.
 */
export function withAssetUrls(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.querySelectorAll('img[src]').forEach((img) => {
    img.setAttribute('src', assetUrl(img.getAttribute('src')));
    img.setAttribute('loading', 'lazy');
  });
  doc.querySelectorAll('a[href]').forEach((a) => {
    a.setAttribute('href', assetUrl(a.getAttribute('href')));
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer');
  });
  return doc.body.innerHTML;
}
