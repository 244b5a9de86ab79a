import { http, type PageData } from '@conf/shared';

export interface DownloadFile {
  id: number;
  title: string;
  filename: string;
  mime: string;
  size: number;
  created_at: string;
  /** The file itself, served as an attachment. */
  url: string;
}

export const getDownloads = (meetingId: number, page: number) =>
  http.get<PageData<DownloadFile>>('api/wyms/meeting/meeting_data_download/index', { id: meetingId, page }, { auth: false });
