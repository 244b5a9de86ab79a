import { http, type PageData } from '@conf/shared';

export interface Message {
  id: number;
  title: string;
  content: string;
  /** system | order | meeting | invoice */
  kind: string;
  /** The page of the app it is about (an order's detail), '' for none. */
  link?: string;
  created_at: string;
  is_read: boolean;
}

/** A page of messages, with the user's unread count. */
export interface MessagePage extends PageData<Message> {
  unread: number;
}

export const PAGE_SIZE = 10;

export const getMessages = (page: number) => http.post<MessagePage>('api/ms.message/get_message_list', { page, limit: PAGE_SIZE });

/** Marks one message read; answers the unread count left. */
export const readMessage = (id: number) => http.post<{ unread: number }>('api/ms.message/read', { id });

export const readAllMessages = () => http.post<{ unread: number }>('api/ms.message/read', { all: true }, { showLoading: true });
