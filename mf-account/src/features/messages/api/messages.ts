import type { Message, MessageListInput, MessagePage, MessageReadInput, Unread } from '@conf/contract';
import { http } from '@conf/shared';

export type { Message, MessagePage };

export const PAGE_SIZE = 10;

export const getMessages = (page: number) =>
  http.post<MessagePage>('api/ms.message/get_message_list', { page, limit: PAGE_SIZE } satisfies MessageListInput);

/** Marks one message read; answers the unread count left. */
export const readMessage = (id: number) => http.post<Unread>('api/ms.message/read', { id } satisfies MessageReadInput);

export const readAllMessages = () =>
  http.post<Unread>('api/ms.message/read', { all: true } satisfies MessageReadInput, { showLoading: true });
