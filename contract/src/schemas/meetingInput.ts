import { Type, type Static } from '@sinclair/typebox';
import { Id, PagingProperties, StringEnum } from './common';
import { MEETING_STATUSES } from './meeting';

// The query strings of the visitor's meeting pages, titled in Chinese so a validation message names the field.

/** Paging plus a search term: what the visitor's lists accept. */
export const SearchProperties = {
  ...PagingProperties,
  keyword: Type.Optional(Type.String({ maxLength: 50, title: '关键词' })),
};

export const MeetingListQuery = Type.Object({
  ...SearchProperties,
  status: Type.Optional(StringEnum([...MEETING_STATUSES, ''] as const, { title: '会议状态' })),
});
export type MeetingListQuery = Static<typeof MeetingListQuery>;

/** One meeting (its details, texts, timeline, form fields), by id. */
export const MeetingIdQuery = Type.Object({ id: Id('会议ID') });
export type MeetingIdQuery = Static<typeof MeetingIdQuery>;

/** A page of one meeting's experts, downloads or articles, with a search term. */
export const MeetingItemsQuery = Type.Object({ id: Id('会议ID'), ...SearchProperties });
export type MeetingItemsQuery = Static<typeof MeetingItemsQuery>;

export const ScheduleListQuery = Type.Object({
  id: Id('会议ID'),
  ...SearchProperties,
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: '日期' })),
});
export type ScheduleListQuery = Static<typeof ScheduleListQuery>;

export const ExhibitorListQuery = Type.Object({
  id: Id('会议ID'),
  ...SearchProperties,
  category: Type.Optional(Type.String({ maxLength: 50, title: '展商类别' })),
});
export type ExhibitorListQuery = Static<typeof ExhibitorListQuery>;

export const ScheduleRef = Type.Object({ id: Id('日程ID') });
export type ScheduleRef = Static<typeof ScheduleRef>;

/** An expert, with their sessions at one meeting when meeting_id is given. */
export const ExpertQuery = Type.Object({ id: Id('专家ID'), meeting_id: Type.Optional(Id('会议ID')) });
export type ExpertQuery = Static<typeof ExpertQuery>;

/** A meeting home's link entries (id), or a custom page design (page). */
export const PageDataQuery = Type.Object({
  id: Type.Optional(Id('会议ID')),
  page: Type.Optional(Type.String({ maxLength: 50, title: '页面' })),
});
export type PageDataQuery = Static<typeof PageDataQuery>;

export const PreviewQuery = Type.Object({ token: Type.String({ maxLength: 100, title: '预览链接' }) });
export type PreviewQuery = Static<typeof PreviewQuery>;
