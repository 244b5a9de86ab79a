import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../../config';
import type { Db, Queryable } from '../../../db';
import { privateRef } from './privateFiles';

/**
 * How a voucher or form picture was referenced before uploads could be private: its public address,
 * `<upload base>/<yyyymm>/<24 hex>.<ext>`, with or without an origin in front.
 */
function legacyPattern(uploadBaseUrl: string): RegExp {
  const base = new URL(uploadBaseUrl, 'http://x').pathname.replace(/\/$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(?:https?://[^/?#]+)?${base}/(\\d{6})/([0-9a-f]{24})\\.(jpg|png|gif|webp)$`);
}

/** A file into the private folder. Already there (a run that stopped half way) or gone: nothing to do. */
async function moveIntoPrivate(config: ServerConfig, where: string): Promise<void> {
  const from = path.join(config.uploadDir, where);
  const to = path.join(config.privateUploadDir, where);
  await fs.promises.mkdir(path.dirname(to), { recursive: true });
  try {
    await fs.promises.rename(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EXDEV') throw error;
    // The two folders on different disks.
    await fs.promises.copyFile(from, to);
    await fs.promises.unlink(from);
  }
}

/**
 * One legacy reference made private: the file moved, recorded as its order's user's upload (its old
 * name is its id, so a file named twice is recorded once), and the reference that replaces it. The old
 * upload took any public address, so an answer may name someone's avatar: that stays where it is.
 */
async function privatize(
  q: Queryable,
  config: ServerConfig,
  match: RegExpExecArray,
  userId: number,
  purpose: string,
): Promise<string | undefined> {
  const [, month, id, ext] = match;
  const where = `${month}/${id}.${ext}`;
  const [avatar] = await q.query('SELECT 1 FROM users WHERE right(avatar, $2) = $1 LIMIT 1', [`/${where}`, where.length + 1]);
  if (avatar) return undefined;
  await moveIntoPrivate(config, where);
  await q.query('INSERT INTO uploads (id, user_id, purpose, private, path) VALUES ($1, $2, $3, true, $4) ON CONFLICT (id) DO NOTHING', [
    id,
    userId,
    purpose,
    where,
  ]);
  return privateRef(id);
}

/**
 * Vouchers and form pictures stored before uploads could be private lay in the public folder, served to
 * anyone with the address: each is moved to the private folder and its reference rewritten. Run at start
 * after the migrations, by every instance: under a transaction lock one does the work and the others then
 * find nothing left. Files are moved before the references commit; a run that stops half way leaves the
 * old references, and the next one finds the files moved and finishes. Answers the number made private.
 */
export async function makeLegacyUploadsPrivate(db: Db, config: ServerConfig): Promise<number> {
  const legacy = legacyPattern(config.uploadBaseUrl);
  return db.tx(async (q) => {
    await q.query("SELECT pg_advisory_xact_lock(hashtext('legacy-private-uploads'))");
    let moved = 0;
    const vouchers = await q.query<{ id: number; image: string; user_id: number }>(
      "SELECT v.id, v.image, o.user_id FROM pay_vouchers v JOIN orders o ON o.id = v.order_id WHERE v.image NOT LIKE '/api/common/file/%' ORDER BY v.id",
    );
    for (const v of vouchers) {
      const match = legacy.exec(v.image);
      const ref = match && (await privatize(q, config, match, v.user_id, 'voucher'));
      if (!ref) continue;
      await q.query('UPDATE pay_vouchers SET image = $2 WHERE id = $1', [v.id, ref]);
      moved += 1;
    }
    const forms = await q.query<{ id: number; fields: Record<string, unknown>; user_id: number }>(
      "SELECT a.id, a.fields, o.user_id FROM attendees a JOIN orders o ON o.id = a.order_id WHERE a.fields::text ~ '/[0-9]{6}/[0-9a-f]{24}\\.' ORDER BY a.id",
    );
    for (const a of forms) {
      const fields = { ...a.fields };
      let changed = false;
      for (const [name, value] of Object.entries(fields)) {
        const match = typeof value === 'string' ? legacy.exec(value) : null;
        const ref = match && (await privatize(q, config, match, a.user_id, 'form'));
        if (!ref) continue;
        fields[name] = ref;
        changed = true;
        moved += 1;
      }
      if (changed) await q.query('UPDATE attendees SET fields = $2 WHERE id = $1', [a.id, JSON.stringify(fields)]);
    }
    return moved;
  });
}
