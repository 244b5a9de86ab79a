import { http } from '@conf/shared';

export interface TextPage {
  title: string;
  content: string;
}

export type TextPageKind = 'agreement' | 'privacy' | 'platform_introduction';

export const getTextPage = (kind: TextPageKind) => http.get<TextPage>(`api/wyms/config/${kind}`, {}, { auth: false });
