import { Type, type Static } from '@sinclair/typebox';
import { AUDIENCES, type AudienceKind } from '../rules/consoleMessages';
import { StringEnum, Time } from './common';

// Messages from the console to a meeting's attendees (mf-admin): who an audience reaches, sending, what was sent.

const audienceProperties = {
  audience: StringEnum<AudienceKind>(AUDIENCES, { title: '发送对象' }),
  /** Only for the `ticket_type` audience. */
  ticket_type_id: Type.Optional(Type.Integer({ title: '票种', minimum: 1 })),
};

/** An audience, as the count's query names it. */
export const AudienceQuery = Type.Object(audienceProperties);
export type AudienceQuery = Static<typeof AudienceQuery>;
export const AudienceCount = Type.Object({ count: Type.Integer() });
export type AudienceCount = Static<typeof AudienceCount>;

export const MessageSend = Type.Object(
  {
    ...audienceProperties,
    title: Type.String({ title: '标题', minLength: 1, maxLength: 40 }),
    content: Type.String({ title: '内容', minLength: 1, maxLength: 1000 }),
  },
  { additionalProperties: false },
);
export type MessageSend = Static<typeof MessageSend>;
/** How many users it went to. */
export const MessageSent = Type.Object({ sent: Type.Integer() });
export type MessageSent = Static<typeof MessageSent>;

export const SentMessage = Type.Object({
  id: Type.String({ description: '审计记录编号（bigint，以字符串给出）' }),
  at: Time(),
  sender: Type.String(),
  audience: StringEnum<AudienceKind>(AUDIENCES),
  ticket_type_id: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  content: Type.String(),
  sent: Type.Integer(),
});
export type SentMessage = Static<typeof SentMessage>;
export const SentMessageList = Type.Object({ list: Type.Array(SentMessage) });
export type SentMessageList = Static<typeof SentMessageList>;
