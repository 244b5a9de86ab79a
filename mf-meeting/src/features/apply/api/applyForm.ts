import type { ApplyInfo, ApplyStatus, CustomField, SaleState, Ticket } from '@conf/contract';
import { http } from '@conf/shared';

export type { ApplyStatus, CustomField, SaleState, Ticket };
export type ApplyForm = ApplyInfo;

/** Whether the meeting takes sign-ups, its tickets and its form, in one answer. */
export const getApplyForm = (meetingId: number) => http.post<ApplyForm>('api/ms.meeting/get_apply_form', { meeting_id: meetingId });
