import type { FieldType } from '@conf/contract';
import { http } from '@conf/shared';

export type SaleState = 'on_sale' | 'not_started' | 'ended' | 'sold_out';
export type ApplyStatus = 'open' | 'not_started' | 'closed' | 'sold_out' | 'ended' | 'no_tickets';

/** A ticket type; price in fen, stock = seats left, limit = most attendees per order. */
export interface Ticket {
  id: number;
  name: string;
  description: string;
  price: number;
  stock: number;
  limit: number;
  sale_start: string | null;
  sale_end: string;
  sale_state: SaleState;
}

/** One question of the meeting's apply form (meeting_fieldset/custom_field). */
export interface CustomField {
  id: number;
  name: string;
  label: string;
  type: FieldType;
  options: string[];
  required: boolean;
  placeholder: string;
}

export interface ApplyForm {
  meeting: { id: number; title: string; cover: string; start_at: string; end_at: string; city: string; venue: string };
  apply_status: ApplyStatus;
  apply_status_text: string;
  tickets: Ticket[];
  fields: CustomField[];
}

/** Whether the meeting takes sign-ups, its tickets and its form, in one answer. */
export const getApplyForm = (meetingId: number) => http.post<ApplyForm>('api/ms.meeting/get_apply_form', { meeting_id: meetingId });
