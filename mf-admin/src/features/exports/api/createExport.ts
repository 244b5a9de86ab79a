import { http } from '@conf/shared';

export type ExportKind = 'orders' | 'attendees' | 'checkins' | 'rooming' | 'invoices';
export type ExportFormat = 'csv' | 'xlsx';

/** Makes an export; its url is good once, for five minutes. */
export const createExport = (meetingId: number, kind: ExportKind, format: ExportFormat) =>
  http.post<{ url: string }>(`api/admin/meetings/${meetingId}/exports`, { kind, format }, { body: 'json' });
