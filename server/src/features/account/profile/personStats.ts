import type { Queryable } from '../../../db';

/** One figure on the /mine page, counted for one user. */
export type PersonStat = (q: Queryable, userId: number) => Promise<number>;

const stats = new Map<string, PersonStat>();

/**
 * Other slices contribute their figures to api/ms.member/get_person_stat without this slice knowing
 * their tables, e.g. the orders slice: `addPersonStat('order_count', (q, id) => ...)`.
 * Keys the page shows: order_count, hotel_order_count, coupon_count, unread_message_count.
 */
export function addPersonStat(key: string, count: PersonStat): void {
  stats.set(key, count);
}

export async function personStats(q: Queryable, userId: number): Promise<Record<string, number>> {
  const out: Record<string, number> = { order_count: 0, hotel_order_count: 0 };
  for (const [key, count] of stats) out[key] = await count(q, userId);
  return out;
}
