import type { Queryable } from '../db';

/** Who did it: a logged-in user (with the address they came from), the admin CLI, or the server itself. */
export type AuditActor = { userId: number; ip: string } | 'cli' | 'system';

export interface AuditEntry {
  actor: AuditActor;
  meetingId: number | null;
  /** What was done, e.g. 'voucher.approve', 'staff.grant'. */
  action: string;
  /** On which record, e.g. 'order:M2026…', 'user:12'. */
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/**
 * Writes one row of the audit log. Call it with the action's own transaction: an action that fails
 * rolls its row back with it, and an action cannot commit without its row.
 */
export async function audit(q: Queryable, e: AuditEntry): Promise<void> {
  const user = typeof e.actor === 'object' ? e.actor : null;
  await q.query(
    'INSERT INTO audit_log (actor, actor_user_id, meeting_id, action, target, before, after, reason, ip) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [
      user ? 'user' : e.actor,
      user?.userId ?? null,
      e.meetingId,
      e.action,
      e.target,
      e.before === undefined ? null : JSON.stringify(e.before),
      e.after === undefined ? null : JSON.stringify(e.after),
      e.reason ?? '',
      user?.ip ?? null,
    ],
  );
}
