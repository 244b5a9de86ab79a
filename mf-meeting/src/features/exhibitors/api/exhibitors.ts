import { http, type PageData } from '@conf/shared';

export interface Exhibitor {
  id: number;
  name: string;
  logo: string;
  booth: string;
  category: string;
  introduction: string;
  phone: string;
  website: string;
}

export const getExhibitors = (meetingId: number, page: number, keyword?: string) =>
  http.get<PageData<Exhibitor>>('api/wyms/meeting/meeting_exhibitor/index', { id: meetingId, page, keyword }, { auth: false });
