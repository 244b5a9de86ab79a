import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Uploaded } from '@conf/contract';
import type { UploadedFile } from '../../../http/bodies';
import { AUTH, currentUser } from '../../../http/auth';
import { failure, ok } from '../../../http/envelope';
import { fail } from '../../../lib/errors';
import { one } from '../../../db';
import { imageExtension } from './images';
import { PRIVATE_PURPOSES, signedFileUrl, validSignature } from './privateFiles';

const isUploadedFile = (v: unknown): v is UploadedFile => !!v && typeof v === 'object' && Buffer.isBuffer((v as UploadedFile).data);

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

/**
 * api/common/upload: multipart with a `file` field, an optional `purpose` and the token header. Images
 * only, at most 5 MB (the multipart limit rejects larger ones before they are buffered whole). Stored by
 * month and recorded with their uploader. A public picture (an avatar) lies under the upload folder and
 * is answered with its URL under UPLOAD_BASE_URL; a voucher or a form picture lies in the private folder
 * and is answered with a signed address that expires.
 */
export function uploadRoutes(server: FastifyInstance): void {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { uploadDir, privateUploadDir, uploadBaseUrl } = app.config;
  app.post(
    '/api/common/upload',
    {
      config: AUTH,
      schema: {
        summary: '上传图片（multipart，file 字段；JPG/PNG/GIF/WEBP，不超过5MB；purpose 为 voucher 或 form 时仅本人可见）',
        answer: Uploaded,
      },
    },
    async (req) => {
      const me = currentUser(req);
      const body = req.body as { file?: unknown; purpose?: unknown } | undefined;
      const file = body?.file;
      if (!isUploadedFile(file) || file.data.length === 0) return fail('请选择要上传的图片');
      const ext = imageExtension(file.data);
      if (!ext) return fail('只能上传 JPG、PNG、GIF 或 WEBP 格式的图片');
      const purpose = typeof body?.purpose === 'string' ? body.purpose.slice(0, 20) : '';
      const isPrivate = PRIVATE_PURPOSES.includes(purpose);
      const month = new Date().toISOString().slice(0, 7).replace('-', '');
      const id = randomBytes(12).toString('hex');
      const where = `${month}/${id}.${ext}`;
      const dir = isPrivate ? privateUploadDir : uploadDir;
      await fs.promises.mkdir(path.join(dir, month), { recursive: true });
      await fs.promises.writeFile(path.join(dir, where), file.data);
      await app.db.query('INSERT INTO uploads (id, user_id, purpose, private, path) VALUES ($1, $2, $3, $4, $5)', [
        id,
        me.id,
        purpose,
        isPrivate,
        where,
      ]);
      const url = isPrivate ? await signedFileUrl(app.db, id) : `${uploadBaseUrl.replace(/\/$/, '')}/${where}`;
      return ok({ url, fullurl: url }, '上传成功');
    },
  );

  // Opened by an <img> (no token header): a signed address works until it expires; a call with the
  // uploader's token works too. Anything else is told the file does not exist.
  app.get(
    '/api/common/file/:id',
    {
      schema: {
        summary: '私密图片（转账凭证、报名表图片）：带签名的限时地址，或上传者本人',
        params: Type.Object({ id: Type.Optional(Type.String({ title: '文件', maxLength: 40 })) }),
        querystring: Type.Object({
          exp: Type.Optional(Type.String({ maxLength: 20 })),
          sig: Type.Optional(Type.String({ maxLength: 100 })),
        }),
        // JPG, PNG, GIF or WEBP, as uploaded.
        answerMedia: 'image/*',
      },
    },
    async (req, reply) => {
      const { id = '' } = req.params;
      const file = /^[0-9a-f]{24}$/.test(id)
        ? await one<{ user_id: number; path: string }>(app.db, 'SELECT user_id, path FROM uploads WHERE id = $1 AND private', [id])
        : undefined;
      const allowed = !!file && (req.user?.id === file.user_id || (await validSignature(app.db, id, req.query.exp, req.query.sig)));
      const data = allowed ? await fs.promises.readFile(path.join(privateUploadDir, file.path)).catch(() => undefined) : undefined;
      if (!data) return reply.code(404).header('Cache-Control', 'private, no-store').send(failure('文件不存在或链接已过期'));
      return reply
        .header('Content-Type', CONTENT_TYPES[path.extname(file!.path).slice(1)] ?? 'application/octet-stream')
        .header('Cache-Control', 'private, no-store')
        .send(data);
    },
  );
}
