import { http } from '@conf/shared';
import type { Page } from '../../orders';

export interface AuditRow {
  /** A bigint in the database: given as a string, as PostgreSQL's driver reads it. */
  id: string;
  actor: string;
  actor_name: string | null;
  meeting_id: number | null;
  action: string;
  target: string;
  reason: string;
  at: string;
  ip: string | null;
}

/** A page of the audit log of my meetings, newest first (filters: meeting_id, action). */
export const fetchAudit = (params: Record<string, string>) => http.get<Page<AuditRow>>('api/admin/audit', params);
