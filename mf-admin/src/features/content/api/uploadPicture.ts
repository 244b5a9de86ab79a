import { http } from '@conf/shared';

/** A picture for a record (avatar, logo, cover, banner) through the site's upload: answers its public address. */
export const uploadPicture = async (file: Blob) => (await http.upload<{ url: string }>(file)).url;
