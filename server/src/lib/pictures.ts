import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { drawnStore } from './drawnStore';

/**
 * The demo pictures the server draws as SVG, answered in pixels, as uploaded photos would be. A phone decodes
 * those off its main thread, while every `<img>` SVG became a small document of its own, created, parsed, laid
 * out and painted on the main thread as the page started (on `/`, ten of them took about 120 ms of a fast CPU,
 * four times that at a phone's). WebP where the browser says it takes it, JPEG elsewhere (Vary: Accept); both
 * about the size of the gzipped drawing.
 */
type Format = 'webp' | 'jpeg';

const takesWebp = (accept: string | undefined) => /(^|[\s,])image\/webp([\s;,]|$)/.test(accept ?? '');

const encoded = drawnStore<Promise<Buffer>>();

// One picture encoded at a time, each with one libvips thread: anyone can make up a new address, and a burst of
// them waits here instead of taking the threads and the CPU that serve the site's files and API.
sharp.concurrency(1);
let previous: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = previous.then(job, job);
  previous = run.catch(() => undefined);
  return run;
}

function encode(key: unknown[], drawSvg: () => string, format: Format): Promise<Buffer> {
  const at = [...key, format];
  return encoded.get(at, () => {
    const encoding = oneAtATime(() => {
      const image = sharp(Buffer.from(drawSvg()));
      return (format === 'webp' ? image.webp({ quality: 80 }) : image.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
    });
    // A failure is not kept: the next request tries again.
    encoding.catch(() => encoded.forget(at));
    return encoding;
  });
}

/** Answers with the picture `drawSvg` draws, kept under `key` (what it shows), in the format the browser takes. */
export async function sendPicture(req: FastifyRequest, reply: FastifyReply, key: unknown[], drawSvg: () => string) {
  const format: Format = takesWebp(req.headers.accept) ? 'webp' : 'jpeg';
  const picture = await encode(key, drawSvg, format);
  return reply.header('Vary', 'Accept').header('Content-Type', `image/${format}`).send(picture);
}
