import { http } from '@conf/shared';

/** A public picture (cover, banner) through the site's upload; answers its address. */
export const uploadPicture = (file: Blob) => http.upload<{ url: string }>(file);
