import type { ExportFormat, ExportInput, ExportKind } from '@conf/contract';
import { http } from '@conf/shared';

export type { ExportFormat, ExportKind };

/** Makes an export; its url is good once, for five minutes. */
export const createExport = (meetingId: number, kind: ExportKind, format: ExportFormat) =>
  http.post<{ url: string }>(`api/admin/meetings/${meetingId}/exports`, { kind, format } satisfies ExportInput, { body: 'json' });
