import { Type, type Static } from '@sinclair/typebox';
import { Id, PagingProperties, StringEnum } from './common';

// What the check-in app sends, titled in Chinese so a validation message names the field.

export const ATTENDEE_STATES = ['verified', 'pending'] as const;
export type AttendeeState = (typeof ATTENDEE_STATES)[number];

/** The checked-in list (the default) or the not-yet-arrived one, searchable by name or mobile. */
export const VerifyingUsersQuery = Type.Object({
  meeting_id: Id('会议ID'),
  state: Type.Optional(StringEnum(ATTENDEE_STATES, { title: '状态', default: 'verified' })),
  keyword: Type.Optional(Type.String({ title: '关键词', maxLength: 30 })),
  ...PagingProperties,
});
export type VerifyingUsersQuery = Static<typeof VerifyingUsersQuery>;

/** A scan: `scan_id` makes a retry of the same scan get the same answer; `scanned_at` is set when it was queued offline. */
export const ScanInput = Type.Object({
  meeting_id: Id('会议ID'),
  code: Type.String({ title: '电子票码', minLength: 1, maxLength: 300 }),
  scan_id: Type.String({ title: '扫码编号', pattern: '^[\\x21-\\x7e]{8,80}$' }),
  device: Type.Optional(Type.String({ title: '设备', maxLength: 80 })),
  scanned_at: Type.Optional(Type.String({ title: '扫码时间', format: 'date-time' })),
});
export type ScanInput = Static<typeof ScanInput>;
