import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { UploadedFile } from '../../../http/bodies';
import { AUTH, currentUser } from '../../../http/auth';
import { fail, ok } from '../../../http/envelope';
import { imageExtension } from './images';

const isUploadedFile = (v: unknown): v is UploadedFile => !!v && typeof v === 'object' && Buffer.isBuffer((v as UploadedFile).data);

/**
 * api/common/upload: multipart with a `file` field and the token header. Images only, at most 5 MB
 * (the multipart limit rejects larger ones before they are buffered whole). Stored under the upload
 * folder by month, answered with its URL under UPLOAD_BASE_URL.
 */
export function uploadRoutes(app: FastifyInstance): void {
  const { uploadDir, uploadBaseUrl } = app.config;
  app.post('/api/common/upload', { config: AUTH, schema: { summary: '上传图片（multipart，file 字段；JPG/PNG/GIF/WEBP，不超过5MB）' } }, async (req) => {
    currentUser(req);
    const file = (req.body as { file?: unknown } | undefined)?.file;
    if (!isUploadedFile(file) || file.data.length === 0) return fail('请选择要上传的图片');
    const ext = imageExtension(file.data);
    if (!ext) return fail('只能上传 JPG、PNG、GIF 或 WEBP 格式的图片');
    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    const name = `${randomBytes(12).toString('hex')}.${ext}`;
    await fs.promises.mkdir(path.join(uploadDir, month), { recursive: true });
    await fs.promises.writeFile(path.join(uploadDir, month, name), file.data);
    const url = `${uploadBaseUrl.replace(/\/$/, '')}/${month}/${name}`;
    return ok({ url, fullurl: url }, '上传成功');
  });
}

/** Whether a URL is a file this server's upload stored (a voucher or a form picture must be one). */
export function isOurUpload(url: string, uploadBaseUrl: string): boolean {
  const base = uploadBaseUrl.replace(/\/$/, '');
  return url.startsWith(`${base}/`) && /^\/\d{6}\/[0-9a-f]{24}\.(jpg|png|gif|webp)$/.test(url.slice(base.length));
}
