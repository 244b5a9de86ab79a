import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db';
import { audit } from '../../../core';
import type { SessionUser } from '../../../http/auth';
import { accessOf, may } from '../access';
import type { ExportFormat, ExportKind } from '@conf/contract';

export const EXPORT_TTL_SECONDS = 300;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where the file is fetched: outside /api/admin, as a browser's download carries no token header. */
export const downloadUrl = (token: string) => `/api/exports/${token}`;
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** A new export by this user, with its audit row; answers the token (256 random bits), of which only the hash is kept. */
export async function createExport(
  q: Queryable,
  e: { userId: number; ip: string; meetingId: number; kind: ExportKind; format: ExportFormat },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Spent and expired addresses are of no more use: the audit log keeps what was exported.
  await q.query("DELETE FROM admin_exports WHERE expires_at < now() - interval '1 day'");
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO admin_exports (token_hash, user_id, meeting_id, kind, format, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) RETURNING id`,
    [hashOf(token), e.userId, e.meetingId, e.kind, e.format, EXPORT_TTL_SECONDS],
  );
  await audit(q, {
    actor: { userId: e.userId, ip: e.ip },
    meetingId: e.meetingId,
    action: 'export.create',
    target: `export:${row.id}`,
    after: { kind: e.kind, format: e.format },
  });
  return token;
}

export interface TakenExport {
  id: number;
  user_id: number;
  meeting_id: number;
  kind: ExportKind;
  format: ExportFormat;
}

/**
 * Spends a download address, with its audit row: one statement takes it only while unused and
 * unexpired, so of two requests (on two instances) one gets it. Undefined for an unknown, used or expired one,
 * and for one whose maker has lost the right to export this meeting's data meanwhile (it is spent all the same).
 */
export async function takeExport(q: Queryable, token: string, ip: string): Promise<TakenExport | undefined> {
  const [taken] = await q.query<TakenExport>(
    `UPDATE admin_exports SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING id, user_id, meeting_id, kind, format`,
    [hashOf(token)],
  );
  if (!taken) return undefined;
  const [maker] = await q.query<Pick<SessionUser, 'id' | 'roles'>>("SELECT id, roles FROM users WHERE id = $1 AND status = 'normal'", [
    taken.user_id,
  ]);
  if (!maker || !may(await accessOf(q, maker as SessionUser), taken.meeting_id, 'exports')) return undefined;
  await audit(q, {
    actor: { userId: taken.user_id, ip },
    meetingId: taken.meeting_id,
    action: 'export.download',
    target: `export:${taken.id}`,
    after: { kind: taken.kind, format: taken.format },
  });
  return taken;
}
