import { call } from '@conf/shared';
import { contentPath, type ContentRow } from './contentPath';

/** A new file (and the title) for a download, against the version it was loaded at; the server checks the file as an upload. */
export const replaceDownload = (meetingId: number, id: number, version: number, title: string, file: Blob) =>
  call<ContentRow>(
    'PUT',
    `${contentPath('downloads', meetingId)}/${id}/file`,
    { title, version, file },
    { body: 'multipart', timeout: 120000 },
  );
