import { Type, type Static } from '@sinclair/typebox';
import { Id, Page, PagingProperties, Time } from './common';

/** A message to the user (their inbox in mf-account). */
export const Message = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  /** system | order | meeting | invoice */
  kind: Type.String(),
  /** The page of the app it is about (an order's detail), '' for none. */
  link: Type.String(),
  created_at: Time(),
  is_read: Type.Boolean(),
});
export type Message = Static<typeof Message>;

/** The unread count left, for the tab bar badge. */
export const Unread = Type.Object({ unread: Type.Integer() });
export type Unread = Static<typeof Unread>;

/** A page of messages, newest first, with the user's unread count. */
export const MessagePage = Type.Composite([Page(Message), Unread]);
export type MessagePage = Static<typeof MessagePage>;

export const MessageListInput = Type.Object(PagingProperties);
export type MessageListInput = Static<typeof MessageListInput>;

/** Marks one message read by its id, or all of them. */
export const MessageReadInput = Type.Object({ id: Type.Optional(Id('消息')), all: Type.Optional(Type.Boolean({ title: '全部' })) });
export type MessageReadInput = Static<typeof MessageReadInput>;
