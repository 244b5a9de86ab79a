import type { Todo } from '@conf/contract';
import { http } from '@conf/shared';

export type { Todo };

/** What waits for me across my meetings: vouchers to review, refunds to decide, invoices that failed. */
export const fetchTodo = () => http.get<Todo>('api/admin/todo');
