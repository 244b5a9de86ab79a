import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the body is read, multipart included: an error before that is about the body the caller sent. */
    bodyRead: boolean;
  }
}

/** POST bodies may be JSON (built in), form-encoded or multipart, as the spec's clients send them. */
export async function registerBodies(app: FastifyInstance): Promise<void> {
  app.decorateRequest('bodyRead', false);
  await app.register(formbody);
  // Multipart fields arrive as plain body values, files as {filename, mimetype, data}.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 },
    async onFile(part) {
      const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
      (part as unknown as { value: UploadedFile }).value = file;
    },
  });
  // Runs after the multipart plugin's own hook has read the parts. A write call with no body at all is
  // validated as an empty one, so the message names the missing field.
  app.addHook('preValidation', async (req) => {
    req.bodyRead = true;
    if (req.body === undefined || req.body === null) req.body = {};
  });
}
