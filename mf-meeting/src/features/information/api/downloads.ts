import type { DownloadFile, MeetingItemsQuery } from '@conf/contract';
import { http, type PageData } from '@conf/shared';

export type { DownloadFile };

export const getDownloads = (meetingId: number, page: number) =>
  http.get<PageData<DownloadFile>>('api/wyms/meeting/meeting_data_download/index', { id: meetingId, page } satisfies MeetingItemsQuery, {
    auth: false,
  });
