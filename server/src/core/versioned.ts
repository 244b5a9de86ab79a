import type { Queryable, Row } from '../db';
import { BizError } from '../lib/errors';
import { audit, type AuditActor } from './audit';

/** Said when someone else saved the record since the editor loaded it; the answer's data is the newer record. */
export const STALE_VERSION = '已被他人修改，请查看最新内容后再保存';

export interface VersionedSave {
  /** Table with an integer `id` and an integer `version` column (the console's records). */
  table: string;
  id: number;
  /** The version the editor loaded. */
  version: number;
  /** Columns to change; names come from code, never from the request. */
  set: Record<string, unknown>;
  /** Written to the audit log with the record before and after, in the same transaction. */
  audit: { actor: AuditActor; meetingId: number | null; action: string; target: string };
  /** Said when no record has this id. */
  notFound: string;
  /** What the audit log keeps of the changed columns, when not all of them as they are (a file's bytes). */
  audited?: (columns: Row) => Row;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

/**
 * Optimistic locking for every editor of the console: the row is locked, its version compared and the change
 * written with version + 1 in one transaction (the caller's). Two organisers saving the same record: the
 * second gets STALE_VERSION with the newer record and nothing of theirs is written, never lost silently.
 */
export async function saveVersioned<T extends Row = Row>(q: Queryable, s: VersionedSave): Promise<T> {
  const columns = Object.keys(s.set);
  for (const c of [s.table, ...columns]) if (!IDENT.test(c)) throw new Error(`not a column name: ${c}`);
  // NO KEY UPDATE: the id never changes here, and rows that refer to this one (an order's meeting, an attendee's
  // ticket type) take a key-share lock for their foreign key; FOR UPDATE would make a buyer holding a seat wait
  // for the editor while the editor waits for that seat's stock row (a deadlock).
  const [before] = await q.query<T & { version: number }>(`SELECT * FROM ${s.table} WHERE id = $1 FOR NO KEY UPDATE`, [s.id]);
  if (!before) throw new BizError(s.notFound);
  if (before.version !== s.version) throw new BizError(STALE_VERSION, { current: before });
  if (columns.length === 0) return before;
  const assignments = columns.map((c, i) => `${c} = $${i + 2}`).join(', ');
  const [after] = await q.query<T>(`UPDATE ${s.table} SET ${assignments}, version = version + 1 WHERE id = $1 RETURNING *`, [
    s.id,
    ...columns.map((c) => s.set[c]),
  ]);
  const audited = s.audited ?? ((row: Row) => row);
  await audit(q, { ...s.audit, before: audited(pick(before, columns)), after: audited(pick(after, [...columns, 'version'])) });
  return after;
}

const pick = (row: Row, columns: string[]): Row => Object.fromEntries(columns.map((c) => [c, row[c]]));
