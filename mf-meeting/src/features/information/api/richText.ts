import type { RichText, RichTextInput } from '@conf/contract';
import { http } from '@conf/shared';

/** The server's sanitised copy of HTML that did not come from our rows (an Editor entry's text in the URL). */
export const sanitizedByServer = async (content: string) =>
  (await http.post<RichText>('api/common/rich_text', { content } satisfies RichTextInput, { auth: false })).content;
