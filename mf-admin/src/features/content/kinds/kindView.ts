import type { ReactNode } from 'react';
import type { ColumnsType } from 'antd/es/table';
import type { ContentRecord } from '@conf/contract';

/** How the console shows and edits one kind of content: its table, its form and how values go to and from the server. */
export interface KindView<R extends ContentRecord = ContentRecord> {
  /** The server's path segment: experts, schedules, exhibitors, articles, downloads, banners. */
  name: string;
  /** The page's title (专家管理). */
  title: string;
  /** One record (专家). */
  noun: string;
  /** The site's (home banners) instead of a meeting's. */
  platform?: boolean;
  /** The record's name in buttons and confirmations. */
  nameOf: (row: R) => string;
  columns: ColumnsType<R>;
  /** The form's items; `meetingId` for items that read the meeting's other records (a session's speakers). */
  form: (meetingId: number | undefined, editing: R | undefined) => ReactNode;
  /** Values of a new record's form. */
  initial?: Record<string, unknown>;
  /** A record's values as the form holds them (dates as dayjs). */
  toForm?: (row: R) => Record<string, unknown>;
  /** The form's values as the server takes them. */
  fromForm?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Ordered by hand (drag, 上移/下移). */
  sortable?: boolean;
  /** Creates in its own way (a download is an upload). */
  create?: (meetingId: number, values: Record<string, unknown>) => Promise<R>;
  /** Saves an edit in its own way (a download's new file is an upload); else the values are patched. */
  update?: (meetingId: number, row: R, values: Record<string, unknown>) => Promise<R>;
  /** Wider drawer for long texts. */
  wide?: boolean;
}
