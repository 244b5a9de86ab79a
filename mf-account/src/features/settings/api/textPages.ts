import type { TextPage } from '@conf/contract';
import { http } from '@conf/shared';

export type { TextPage };

export type TextPageKind = 'agreement' | 'privacy' | 'platform_introduction';

/** Each text's title, until the server's own arrives. */
export const TEXT_TITLES: Record<TextPageKind, string> = { agreement: '用户协议', privacy: '隐私政策', platform_introduction: '平台介绍' };

export const getTextPage = (kind: TextPageKind) => http.get<TextPage>(`api/wyms/config/${kind}`, {}, { auth: false });
