import sharp from 'sharp';
import { drawnStore, renderPoster, type PosterKind, type PosterParams } from './posters';

export type RasterFormat = 'webp' | 'jpeg';

/**
 * A demo picture in pixels, as an uploaded photo would be. A phone decodes those off its main thread, while
 * every `<img>` SVG became a small document of its own, created, laid out and painted on the main thread as the
 * page started (on `/`, ten of them took about 120 ms of a fast CPU, four times that at a phone's). WebP where
 * the browser says it takes it, JPEG elsewhere; both about the size of the gzipped drawing.
 */
const encoded = drawnStore<Promise<Buffer>>();

export function rasterPoster(kind: PosterKind, p: PosterParams, format: RasterFormat): Promise<Buffer> {
  const key = [kind, p.text, p.sub, p.c, format];
  return encoded.get(key, () => {
    const image = sharp(Buffer.from(renderPoster(kind, p)));
    const encoding = (format === 'webp' ? image.webp({ quality: 80 }) : image.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
    // A failure is not kept: the next request tries again.
    encoding.catch(() => encoded.forget(key));
    return encoding;
  });
}
