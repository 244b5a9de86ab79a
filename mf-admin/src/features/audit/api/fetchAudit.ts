import type { AuditPage, AuditRow } from '@conf/contract';
import { http } from '@conf/shared';

export type { AuditRow };

/** A page of the audit log of my meetings, newest first (filters: meeting_id, action). */
export const fetchAudit = (params: Record<string, string>) => http.get<AuditPage>('api/admin/audit', params);
