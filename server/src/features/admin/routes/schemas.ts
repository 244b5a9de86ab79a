import { Type } from '@sinclair/typebox';
import { Id, OrderSn } from '@conf/contract';
import { pageOf, type Paging } from '../../../http/paging';
import type { Queryable } from '../../../db';

/** Schema pieces of the console's routes; `answer` is what `data` holds (the document reads it). */
export const meetingParams = Type.Object({ id: Id('会议ID') });
/** A path under a meeting: its id and the id of a thing of it, titled in Chinese. */
export const meetingThing = <K extends string>(key: K, title: string) => Type.Object({ id: Id('会议ID'), [key]: Id(title) });
export const orderParams = Type.Object({ order_sn: OrderSn });

const TIME = { type: 'string', format: 'date-time' } as const;
export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const nullable = (s: object) => ({ ...s, nullable: true });
export const time = TIME;

/** A page of `sql` as the console's lists answer it (@conf/contract's ConsoleList), 20 to a page. */
export async function listOf<T>(q: Queryable, sql: string, params: unknown[], { page = 1 }: Paging) {
  const p = await pageOf<T>(q, sql, params, { page, limit: 20 });
  return { list: p.data, total: p.total, page: p.current_page, per_page: p.per_page };
}
