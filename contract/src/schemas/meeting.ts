import { Type, type Static } from '@sinclair/typebox';
import { Page, StringEnum, Time } from './common';
import { FORM_FIELD_TYPES } from '../rules/consoleMeeting';
import { LinkEntry } from './consoleMeeting';

// What a visitor browses of a meeting (mf-meeting), all public: the meeting, its experts, programme,
// exhibitors, downloads and form questions. Rich text is sanitised by the server before it is answered.

/** A meeting's status follows from its dates: upcoming, ongoing or ended. */
export const MEETING_STATUSES = ['upcoming', 'ongoing', 'ended'] as const;
export const MeetingStatus = StringEnum(MEETING_STATUSES);
export type MeetingStatus = Static<typeof MeetingStatus>;

export const MeetingSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  cover: Type.String(),
  start_at: Time(),
  end_at: Time(),
  province: Type.String(),
  city: Type.String(),
  venue: Type.String(),
  tags: Type.Array(Type.String()),
  status: MeetingStatus,
});
export type MeetingSummary = Static<typeof MeetingSummary>;
export const MeetingPage = Page(MeetingSummary);

export const MeetingDetails = Type.Composite([
  MeetingSummary,
  Type.Object({
    background_image: Type.String(),
    address: Type.String(),
    organizer: Type.String(),
    phone: Type.String(),
    brief_introduction: Type.String(),
    expert_count: Type.Integer(),
    schedule_count: Type.Integer(),
    exhibitor_count: Type.Integer(),
  }),
]);
export type MeetingDetails = Static<typeof MeetingDetails>;

/** The meeting's rich-text columns, each answered by a call of its own name. */
export type MeetingTextField = 'content' | 'brief_introduction' | 'pay_information';
export const MeetingText = (field: MeetingTextField) => Type.Object({ id: Type.Integer(), title: Type.String(), [field]: Type.String() });

export const TimelineItem = Type.Object({ date: Type.String(), title: Type.String(), description: Type.Optional(Type.String()) });
export type TimelineItem = Static<typeof TimelineItem>;
export const MeetingTimeline = Type.Object({ id: Type.Integer(), title: Type.String(), timeline: Type.Array(TimelineItem) });
export type MeetingTimeline = Static<typeof MeetingTimeline>;

export const MeetingBackground = Type.Object({ id: Type.Integer(), background_image: Type.String() });

/** The meeting home's link entries. */
export const MeetingPageData = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  background_image: Type.String(),
  entries: Type.Array(LinkEntry),
});
export type MeetingPageData = Static<typeof MeetingPageData>;

const Titled = { title: Type.Optional(Type.String()) };
/** A block of a custom page (the DIY home): what it shows and its settings. */
export const DesignBlock = Type.Union([
  Type.Object({ type: Type.Literal('banner') }),
  Type.Object({ type: Type.Literal('entries'), ...Titled, meeting_id: Type.Integer(), entries: Type.Array(LinkEntry) }),
  Type.Object({ type: Type.Literal('notice'), content: Type.String() }),
  Type.Object({ type: Type.Literal('meetings'), ...Titled, limit: Type.Optional(Type.Integer()) }),
  Type.Object({ type: Type.Literal('articles'), ...Titled, limit: Type.Optional(Type.Integer()) }),
]);
export type DesignBlock = Static<typeof DesignBlock>;
export const PageDesign = Type.Object({ key: Type.String(), title: Type.String(), blocks: Type.Array(DesignBlock) });
export type PageDesign = Static<typeof PageDesign>;

/** get_page_data answers a meeting's entries (asked by id) or a custom page (asked by page). */
export const PageData = Type.Union([MeetingPageData, PageDesign]);

/** A draft opened through its preview link (the browser keeps the link in a cookie). */
export const MeetingPreview = Type.Object({ meeting_id: Type.Integer() });

const ExpertBase = { id: Type.Integer(), name: Type.String(), avatar: Type.String(), title: Type.String(), organization: Type.String() };

/** An expert at a meeting, with their part there (e.g. 大会主席). */
export const ExpertSummary = Type.Object({ ...ExpertBase, role: Type.String() });
export type ExpertSummary = Static<typeof ExpertSummary>;
export const ExpertPage = Page(ExpertSummary);

export const ExpertSession = Type.Object({
  id: Type.Integer(),
  meeting_id: Type.Integer(),
  title: Type.String(),
  start_at: Time(),
  end_at: Time(),
  hall: Type.String(),
  topic: Type.String(),
});
export type ExpertSession = Static<typeof ExpertSession>;

/** An expert with the meetings they appear at and their sessions. */
export const ExpertDetails = Type.Object({
  ...ExpertBase,
  introduction: Type.String(),
  meetings: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), start_at: Time(), end_at: Time(), role: Type.String() })),
  schedules: Type.Array(ExpertSession),
});
export type ExpertDetails = Static<typeof ExpertDetails>;

export const Speaker = Type.Object({ ...ExpertBase, topic: Type.String() });
export type Speaker = Static<typeof Speaker>;

export const ScheduleSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start_at: Time(),
  end_at: Time(),
  hall: Type.String(),
  host: Type.String(),
  speakers: Type.Array(Speaker),
});
export type ScheduleSummary = Static<typeof ScheduleSummary>;
export const SchedulePage = Page(ScheduleSummary);

export const ScheduleDetails = Type.Composite([
  ScheduleSummary,
  Type.Object({ meeting_id: Type.Integer(), meeting_title: Type.String(), content: Type.String() }),
]);
export type ScheduleDetails = Static<typeof ScheduleDetails>;

/** A day of the programme (YYYY-MM-DD in Asia/Shanghai) and how many sessions it has. */
export const ScheduleDay = Type.Object({ date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), count: Type.Integer() });
export type ScheduleDay = Static<typeof ScheduleDay>;
export const ScheduleDays = Type.Array(ScheduleDay);

export const Exhibitor = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  booth: Type.String(),
  category: Type.String(),
  introduction: Type.String(),
  phone: Type.String(),
  website: Type.String(),
});
export type Exhibitor = Static<typeof Exhibitor>;
export const ExhibitorPage = Page(Exhibitor);

export const DownloadFile = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  filename: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  created_at: Time(),
  /** The file itself, served as an attachment. */
  url: Type.String(),
});
export type DownloadFile = Static<typeof DownloadFile>;
export const DownloadPage = Page(DownloadFile);

/** One question of the meeting's apply form, as the sign-up page asks it. */
export const CustomField = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  label: Type.String(),
  type: StringEnum(FORM_FIELD_TYPES),
  options: Type.Array(Type.String()),
  required: Type.Boolean(),
  placeholder: Type.String(),
  /** Asked only of attendees of these ticket types; empty: of every one. */
  ticket_type_ids: Type.Array(Type.Integer()),
});
export type CustomField = Static<typeof CustomField>;
export const CustomFieldList = Type.Array(CustomField);
