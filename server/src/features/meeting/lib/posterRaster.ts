import sharp from 'sharp';
import { drawnStore } from './drawnStore';
import { renderPoster, type PosterKind, type PosterParams } from './posters';

export type RasterFormat = 'webp' | 'jpeg';

/**
 * A demo picture in pixels, as an uploaded photo would be. A phone decodes those off its main thread, while
 * every `<img>` SVG became a small document of its own, created, laid out and painted on the main thread as the
 * page started (on `/`, ten of them took about 120 ms of a fast CPU, four times that at a phone's). WebP where
 * the browser says it takes it, JPEG elsewhere; both about the size of the gzipped drawing.
 */
const encoded = drawnStore<Promise<Buffer>>();

// One picture drawn at a time, each with one libvips thread: anyone can make up a new address, and a burst of
// them waits here instead of taking the threads and the CPU that serve the site's files and API.
sharp.concurrency(1);
let previous: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = previous.then(job, job);
  previous = run.catch(() => undefined);
  return run;
}

export function rasterPoster(kind: PosterKind, p: PosterParams, format: RasterFormat): Promise<Buffer> {
  const key = [kind, p.text, p.sub, p.c, format];
  return encoded.get(key, () => {
    const encoding = oneAtATime(() => {
      const image = sharp(Buffer.from(renderPoster(kind, p)));
      return (format === 'webp' ? image.webp({ quality: 80 }) : image.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
    });
    // A failure is not kept: the next request tries again.
    encoding.catch(() => encoded.forget(key));
    return encoding;
  });
}
