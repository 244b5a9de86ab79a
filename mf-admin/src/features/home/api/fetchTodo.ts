import { http } from '@conf/shared';

export interface TodoCounts {
  vouchers_waiting: number;
  refunds_waiting: number;
  invoices_failed: number;
}

export interface Todo extends TodoCounts {
  by_meeting: (TodoCounts & { meeting_id: number; title: string })[];
}

/** What waits for me across my meetings: vouchers to review, refunds to decide, invoices that failed. */
export const fetchTodo = () => http.get<Todo>('api/admin/todo');
