import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../../db';
import { one } from '../../../db';
import { BizError } from '../../../lib/errors';
import { metaSecret } from '../../../lib/metaSecret';

/** Purposes whose files only their uploader (and the organiser's tools) may see. */
export const PRIVATE_PURPOSES = ['voucher', 'form'];

/** How long a signed address of a private file works. */
export const FILE_URL_TTL_SEC = 30 * 60;

const PREFIX = '/api/common/file/';
/** A private file's stored reference (what a voucher or a form answer keeps); it opens nothing by itself. */
export const privateRef = (id: string) => `${PREFIX}${id}`;

// The reference, a signed address of it, or either with this server's origin in front.
const REF = /^(?:https?:\/\/[^/?#]+)?\/api\/common\/file\/([0-9a-f]{24})(?:\?[^#]*)?$/;
/** The id of the private file a value names, whether it came as the reference or as a signed address. */
export const privateIdOf = (value: unknown): string | undefined => (typeof value === 'string' ? REF.exec(value)?.[1] : undefined);

const META_KEY = 'file_url_secret';

/** The key that signs private files' addresses. */
const fileSecret = (q: Queryable) => metaSecret(q, META_KEY);

const signature = (secret: Buffer, id: string, exp: number) => createHmac('sha256', secret).update(`${id}.${exp}`).digest('base64url');

/** An address of the private file that works for anyone holding it until it expires. */
export async function signedFileUrl(q: Queryable, id: string, ttlSec = FILE_URL_TTL_SEC): Promise<string> {
  const exp = Math.floor(Date.now() / 1000) + ttlSec;
  return `${privateRef(id)}?exp=${exp}&sig=${signature(await fileSecret(q), id, exp)}`;
}

/** Whether `sig` signs this file until `exp`, and `exp` is still ahead. */
export async function validSignature(q: Queryable, id: string, exp: unknown, sig: unknown): Promise<boolean> {
  const until = Number(exp);
  if (typeof sig !== 'string' || !Number.isInteger(until) || until <= Date.now() / 1000) return false;
  const expected = Buffer.from(signature(await fileSecret(q), id, until));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A value as its viewer gets it: a private file's reference becomes a freshly signed address, anything else stays. */
export async function viewableFile<T>(q: Queryable, value: T): Promise<T | string> {
  const id = privateIdOf(value);
  return id ? signedFileUrl(q, id) : value;
}

/** Form answers as their viewer gets them: each private picture with a freshly signed address. */
export async function viewableAnswers(q: Queryable, fields: Record<string, unknown> | null): Promise<Record<string, unknown> | null> {
  if (!fields) return fields;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) out[name] = await viewableFile(q, value);
  return out;
}

/**
 * The reference of a private file `userId` uploaded, named by `value` (its reference or a signed address);
 * undefined for anything else: a public picture, someone else's file, a made-up address.
 */
export async function ownPrivateRef(q: Queryable, userId: number, value: unknown): Promise<string | undefined> {
  const id = privateIdOf(value);
  if (!id) return undefined;
  const row = await one(q, 'SELECT 1 FROM uploads WHERE id = $1 AND user_id = $2 AND private', [id, userId]);
  return row ? privateRef(id) : undefined;
}

/** ownPrivateRef, or a code-0 answer naming what had to be uploaded (转账凭证). */
export async function ownUploadOrFail(q: Queryable, userId: number, value: unknown, what: string): Promise<string> {
  const ref = await ownPrivateRef(q, userId, value);
  if (!ref) throw new BizError(`${what}须为您本人上传的图片，请重新上传`);
  return ref;
}
