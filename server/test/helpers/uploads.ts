import type { FastifyInstance } from 'fastify';

// The smallest valid PNG (1x1): a real picture as far as the upload check goes.
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082',
  'hex',
);

/** A multipart body with a `file` part and any plain fields (purpose), as the app's uploader sends it. */
export function multipart(file: { name: string; type: string; data: Buffer }, fields: Record<string, string> = {}) {
  const boundary = '----acct-test';
  const plain = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(
      `${plain.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads the PNG as the token's user for a purpose (voucher, form) and answers the address the page gets. */
export async function uploadPicture(app: FastifyInstance, token: string, purpose?: string): Promise<string> {
  const { payload, headers } = multipart({ name: 'p.png', type: 'image/png', data: PNG }, purpose ? { purpose } : {});
  const body = (await app.inject({ method: 'POST', url: '/api/common/upload', payload, headers: { ...headers, token } })).json();
  if (body.code !== 1) throw new Error(`upload failed: ${body.msg}`);
  return body.data.url;
}
