import type { Uploaded } from '@conf/contract';
import { http } from '@conf/shared';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** api/common/upload on the upload host; answers the stored file's URL. */
export const uploadImage = (file: Blob) => http.upload<Pick<Uploaded, 'url'>>(file, {}, { showLoading: true });
