import { call } from '@conf/shared';
import type { ConsoleDownload, DownloadReplace } from '@conf/contract';
import { contentPath } from './contentPath';

/** A new file (and the title) for a download, against the version it was loaded at; the server checks the file as an upload. */
export const replaceDownload = (meetingId: number, id: number, version: number, title: string, file: Blob) =>
  call<ConsoleDownload>('PUT', `${contentPath('downloads', meetingId)}/${id}/file`, { title, version, file } satisfies DownloadReplace, {
    body: 'multipart',
    timeout: 120000,
  });
