import { call } from '@conf/shared';
import type { ConsoleDownload, DownloadUpload } from '@conf/contract';
import { contentPath } from './contentPath';

/** Uploads a file for the meeting's 资料下载 (the server checks its type by its content and its size). */
export const uploadDownload = (meetingId: number, title: string, file: Blob) =>
  call<ConsoleDownload>('POST', contentPath('downloads', meetingId), { title, file } satisfies DownloadUpload, {
    body: 'multipart',
    timeout: 120000,
  });
