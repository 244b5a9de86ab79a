import { pagingProperties, pageOf, type Paging } from '../../../http/paging';
import type { Queryable } from '../../../db';
import { idProperty } from '../../../http/schemas';
import { OrderSn } from '@conf/contract';

/** Schema pieces of the console's routes; `answer` is what `data` holds (the document reads it). */
export const meetingParams = { type: 'object', required: ['id'], properties: { id: idProperty('会议ID') } } as const;
export const orderParams = { type: 'object', required: ['order_sn'], properties: { order_sn: OrderSn } } as const;

const TIME = { type: 'string', format: 'date-time' } as const;
export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const nullable = (s: object) => ({ ...s, nullable: true });
export const time = TIME;

export const pageQuery = { page: pagingProperties.page } as const;

/** A page of `sql` as the console's lists answer it (@conf/contract's ConsoleList), 20 to a page. */
export async function listOf<T>(q: Queryable, sql: string, params: unknown[], { page = 1 }: Paging) {
  const p = await pageOf<T>(q, sql, params, { page, limit: 20 });
  return { list: p.data, total: p.total, page: p.current_page, per_page: p.per_page };
}
