import type { Exhibitor, ExhibitorListQuery } from '@conf/contract';
import { http, type PageData } from '@conf/shared';

export type { Exhibitor };

export const getExhibitors = (meetingId: number, page: number, keyword?: string) =>
  http.get<PageData<Exhibitor>>('api/wyms/meeting/meeting_exhibitor/index', { id: meetingId, page, keyword } satisfies ExhibitorListQuery, {
    auth: false,
  });
