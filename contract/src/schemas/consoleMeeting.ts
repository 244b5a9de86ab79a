import { Type, type Static } from '@sinclair/typebox';
import { INT_MAX, StringEnum, Time } from './common';
import { ENTRY_TYPES, FORM_FIELD_TYPES } from '../rules/consoleMeeting';

/**
 * What the console writes of a meeting, its ticket types, its apply form and its link entries (issue 31's
 * contract): one shape for the server's validation and the console's pages. Money is fen; every edited
 * record carries `version`, which a save sends back (a stale one is refused and nothing changes).
 */
const Text = (title: string, maxLength: number, minLength = 0) => Type.String({ title, maxLength, ...(minLength ? { minLength } : {}) });
const Version = Type.Integer({ minimum: 1, maximum: INT_MAX, title: '版本号' });
const Count = (title: string, maximum = 1_000_000) => Type.Integer({ minimum: 0, maximum, title });

export const MeetingFields = {
  title: Text('会议名称', 100, 1),
  start_at: Type.String({ format: 'date-time', title: '开始时间' }),
  end_at: Type.String({ format: 'date-time', title: '结束时间' }),
  time_zone: Text('时区', 50, 1),
  province: Text('省份', 30),
  city: Text('城市', 30),
  venue: Text('会场', 100),
  address: Text('地址', 200),
  organizer: Text('主办方', 100),
  cover: Text('封面图', 500),
  background_image: Text('横幅图', 500),
  content: Text('会议介绍', 200_000),
  phone: Text('联系电话', 30),
};

const opt = {
  time_zone: Type.Optional(MeetingFields.time_zone),
  organizer: Type.Optional(MeetingFields.organizer),
  cover: Type.Optional(MeetingFields.cover),
  background_image: Type.Optional(MeetingFields.background_image),
  content: Type.Optional(MeetingFields.content),
  phone: Type.Optional(MeetingFields.phone),
};
export const MeetingCreate = Type.Object(
  {
    title: MeetingFields.title,
    start_at: MeetingFields.start_at,
    end_at: MeetingFields.end_at,
    province: MeetingFields.province,
    city: MeetingFields.city,
    venue: MeetingFields.venue,
    address: MeetingFields.address,
    ...opt,
  },
  { additionalProperties: false },
);
export type MeetingCreate = Static<typeof MeetingCreate>;

export const MeetingPatch = Type.Object({ ...Type.Partial(MeetingCreate).properties, version: Version }, { additionalProperties: false });
export type MeetingPatch = Static<typeof MeetingPatch>;

export const ConsoleMeeting = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start_at: Time(),
  end_at: Time(),
  time_zone: Type.String(),
  province: Type.String(),
  city: Type.String(),
  venue: Type.String(),
  address: Type.String(),
  organizer: Type.String(),
  cover: Type.String(),
  background_image: Type.String(),
  content: Type.String(),
  phone: Type.String(),
  published: Type.Boolean(),
  version: Type.Integer(),
});
export type ConsoleMeeting = Static<typeof ConsoleMeeting>;

/** A ticket type's editable fields: price in fen; no sale window: on sale until the meeting starts. */
export const TicketTypeFields = {
  name: Text('票种名称', 50, 1),
  description: Text('票种说明', 500),
  price: Count('价格', 100_000_000),
  capacity: Count('名额'),
  per_order_limit: Type.Integer({ minimum: 1, maximum: 100, title: '每单限购' }),
  sale_start: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { title: '开售时间' }),
  sale_end: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { title: '停售时间' }),
  refund_deadline: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { title: '退票截止时间' }),
  published: Type.Boolean({ title: '是否对参会人可见' }),
  sort: Count('排序', 10_000),
};
const f = TicketTypeFields;
export const TicketTypeCreate = Type.Object(
  {
    name: f.name,
    price: f.price,
    capacity: f.capacity,
    per_order_limit: f.per_order_limit,
    description: Type.Optional(f.description),
    sale_start: Type.Optional(f.sale_start),
    sale_end: Type.Optional(f.sale_end),
    refund_deadline: Type.Optional(f.refund_deadline),
    published: Type.Optional(f.published),
    sort: Type.Optional(f.sort),
  },
  { additionalProperties: false },
);
export type TicketTypeCreate = Static<typeof TicketTypeCreate>;

export const TicketTypePatch = Type.Object(
  { ...Type.Partial(TicketTypeCreate).properties, version: Version },
  { additionalProperties: false },
);
export type TicketTypePatch = Static<typeof TicketTypePatch>;

export const ConsoleTicketType = Type.Object({
  id: Type.Integer(),
  meeting_id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Integer(),
  capacity: Type.Integer(),
  held: Type.Integer(),
  sold: Type.Integer(),
  per_order_limit: Type.Integer(),
  sale_start: Type.Union([Time(), Type.Null()]),
  sale_end: Type.Union([Time(), Type.Null()]),
  refund_deadline: Type.Union([Time(), Type.Null()]),
  published: Type.Boolean(),
  sort: Type.Integer(),
  version: Type.Integer(),
});
export type ConsoleTicketType = Static<typeof ConsoleTicketType>;
export const ConsoleTicketTypeList = Type.Object({ list: Type.Array(ConsoleTicketType) });
export type ConsoleTicketTypeList = Static<typeof ConsoleTicketTypeList>;

export const ApplyFormField = Type.Object({
  name: Type.String({ maxLength: 50 }),
  label: Type.String({ maxLength: 50 }),
  type: StringEnum(FORM_FIELD_TYPES),
  options: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 50 }),
  required: Type.Boolean(),
  placeholder: Type.String({ maxLength: 100 }),
  /** Asked only for these ticket types; empty: for every one. */
  ticket_type_ids: Type.Array(Type.Integer({ minimum: 1, maximum: INT_MAX }), { maxItems: 100 }),
});
export type ApplyFormField = Static<typeof ApplyFormField>;

/** The whole form in its order, saved at once against the meeting's version. */
export const ApplyFormSave = Type.Object(
  { fields: Type.Array(ApplyFormField, { maxItems: 60, title: '表单字段' }), version: Version },
  { additionalProperties: false },
);
export type ApplyFormSave = Static<typeof ApplyFormSave>;
/** The form in its order, with the meeting's version: the form is saved as part of the meeting. */
export const ApplyForm = Type.Object({ fields: Type.Array(ApplyFormField), version: Type.Integer() });
export type ApplyForm = Static<typeof ApplyForm>;

export const LinkEntry = Type.Object({
  type: StringEnum(ENTRY_TYPES),
  name: Type.String({ maxLength: 20 }),
  Fixed_type: Type.Optional(Type.String({ maxLength: 20 })),
  path: Type.Optional(Type.String({ maxLength: 500 })),
  content: Type.Optional(Type.String({ maxLength: 50_000 })),
  appid: Type.Optional(Type.String({ maxLength: 500 })),
  url: Type.Optional(Type.String({ maxLength: 500 })),
  phone: Type.Optional(Type.String({ maxLength: 500 })),
  icon: Type.Optional(Type.String({ maxLength: 500 })),
  link_mode: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
});
export type LinkEntry = Static<typeof LinkEntry>;

export const LinkEntriesSave = Type.Object(
  { entries: Type.Array(LinkEntry, { maxItems: 60, title: '链接入口' }), version: Version },
  { additionalProperties: false },
);
export type LinkEntriesSave = Static<typeof LinkEntriesSave>;
/** The entries in their order, with the meeting's version: they are saved as part of the meeting. */
export const LinkEntries = Type.Object({ entries: Type.Array(LinkEntry), version: Type.Integer() });
export type LinkEntries = Static<typeof LinkEntries>;

/** A link that opens the meeting's pages as attendees will see them, draft or not, until it expires (24 hours). */
export const MeetingPreviewLink = Type.Object({ url: Type.String(), expires_at: Time() });
export type MeetingPreviewLink = Static<typeof MeetingPreviewLink>;
