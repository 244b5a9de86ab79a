import type { Queryable } from '../db';
import { BizError } from '../lib/errors';

/**
 * The one stock module: seats, room-nights and coupon batches are stock items, and every change goes
 * through these functions. Each locks the items it touches in id order (so two orders over overlapping
 * nights queue instead of deadlocking), changes them with a conditional update, and records the change
 * in stock_holds under its owner (an order, a coupon claim). The CHECKs on stock_items stand behind it.
 * A ticket type's item is one row every buyer needs: callers change it as the last step before their
 * commit, since it stays locked until then (see createOrder and markPaid).
 */

export type StockKind = 'ticket' | 'room_night' | 'coupon';

export interface StockLine {
  itemId: number;
  qty: number;
}

/** Not enough left of one of the items; `itemId` says which, so a caller can name it. */
export class SoldOutError extends BizError {
  constructor(
    readonly itemId: number,
    /**
     * What that item had left just after the order was refused (never below 0); null when that was already
     * enough again (another order gave stock back meanwhile), and the message says to try again.
     */
    readonly left: number | null,
    message = '库存不足，已售罄',
  ) {
    super(message);
  }
}

/** The refusal's text, from what the item had left at that moment (a figure read earlier may be stale). */
export type SoldOutMessage = string | ((left: number) => string);

export const STOCK_CHANGED_MESSAGE = '库存刚有变动，请重新提交';

/** Creates the item, or answers the existing one of that kind and ref (its capacity unchanged). */
export async function ensureStockItem(q: Queryable, kind: StockKind, ref: string, capacity: number): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO stock_items (kind, ref, capacity) VALUES ($1, $2, $3)
     ON CONFLICT (kind, ref) DO UPDATE SET kind = EXCLUDED.kind RETURNING id`,
    [kind, ref, capacity],
  );
  return Number(row.id);
}

/** Changes an item's capacity; below what is already held and sold it is refused. */
export async function setCapacity(q: Queryable, itemId: number, capacity: number): Promise<void> {
  const rows = await q.query('UPDATE stock_items SET capacity = $2, updated_at = now() WHERE id = $1 AND held + sold <= $2 RETURNING id', [
    itemId,
    capacity,
  ]);
  if (!rows.length) throw new BizError('库存不能少于已售出和已占用的数量');
}

/** Takes no more of an item: its capacity becomes what is held and sold now (a stopped coupon batch). */
export async function closeStock(q: Queryable, itemId: number): Promise<void> {
  await q.query('UPDATE stock_items SET capacity = held + sold, updated_at = now() WHERE id = $1', [itemId]);
}

/** Sums lines per item, so one item named twice is one request of the total. */
function merge(lines: StockLine[]): StockLine[] {
  const byItem = new Map<number, number>();
  for (const l of lines) {
    if (!Number.isInteger(l.qty) || l.qty <= 0) throw new Error(`stock quantity must be a positive integer, got ${l.qty}`);
    byItem.set(l.itemId, (byItem.get(l.itemId) ?? 0) + l.qty);
  }
  return [...byItem].map(([itemId, qty]) => ({ itemId, qty })).sort((a, b) => a.itemId - b.itemId);
}

/**
 * Locks several items in id order, so two orders over overlapping nights queue instead of deadlocking.
 * One item needs no such step: the conditional update that changes it locks it, which saves a round trip
 * while the (often hot) row is locked, since every round trip under the lock delays the next buyer.
 */
async function lockItems(q: Queryable, ids: number[]): Promise<void> {
  if (ids.length < 2) return;
  await q.query('SELECT id FROM stock_items WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);
}

/**
 * Takes every line for `owner` or none: one conditional update over all the items, which succeeds only
 * when it changed as many rows as there are items, and the holds recorded by the same statement.
 * `as` 'sold' takes them as paid at once (free tickets, coupon claims). Must run inside a transaction:
 * a SoldOutError rolls the caller's work back with it (and the holds of the items that were taken).
 */
export async function reserve(
  q: Queryable,
  owner: string,
  lines: StockLine[],
  as: 'held' | 'sold' = 'held',
  soldOutMessage?: SoldOutMessage,
): Promise<void> {
  const want = merge(lines);
  if (!want.length) return;
  const ids = want.map((l) => l.itemId);
  const qtys = want.map((l) => l.qty);
  await lockItems(q, ids);
  const column = as === 'sold' ? 'sold' : 'held';
  // A released hold of the same owner and item becomes active again (a late payment re-takes its seats);
  // an active one means the caller reserved twice, which would count the stock twice: refused.
  const [result] = await q.query<{ taken: number[]; recorded: number }>(
    `WITH taken AS (
       UPDATE stock_items s SET ${column} = s.${column} + w.qty, updated_at = now()
         FROM unnest($1::int[], $2::int[]) AS w(item_id, qty)
        WHERE s.id = w.item_id AND s.capacity - s.held - s.sold >= w.qty
        RETURNING s.id, w.qty
     ), recorded AS (
       INSERT INTO stock_holds (owner, item_id, qty, state, sold_at)
       SELECT $3, t.id, t.qty, $4, CASE WHEN $4 = 'sold' THEN now() END FROM taken t
       ON CONFLICT (owner, item_id) DO UPDATE SET qty = EXCLUDED.qty, state = EXCLUDED.state, sold_at = EXCLUDED.sold_at, released_at = NULL
        WHERE stock_holds.state = 'released'
       RETURNING id
     )
     SELECT array(SELECT id FROM taken) AS taken, (SELECT count(*) FROM recorded)::int AS recorded`,
    [ids, qtys, owner, as],
  );
  if (result.taken.length !== want.length) {
    const got = new Set(result.taken.map(Number));
    const index = ids.findIndex((id) => !got.has(id));
    // Only for the message: the caller's transaction is rolled back by this error.
    const [row] = await q.query<{ left: number }>(
      'SELECT greatest(capacity - held - sold, 0)::int AS left FROM stock_items WHERE id = $1',
      [ids[index]],
    );
    const left = row?.left ?? 0;
    if (left >= qtys[index]) throw new SoldOutError(ids[index], null, STOCK_CHANGED_MESSAGE);
    throw new SoldOutError(ids[index], left, typeof soldOutMessage === 'function' ? soldOutMessage(left) : soldOutMessage);
  }
  if (result.recorded !== want.length) throw new Error(`stock owner ${owner} already holds one of items ${ids.join(',')}`);
}

/** Turns the owner's held lines into sold ones (the order was paid). Answers how many lines changed. */
export async function confirm(q: Queryable, owner: string): Promise<number> {
  const lines = await q.query<{ item_id: number; qty: number }>(
    `UPDATE stock_holds SET state = 'sold', sold_at = now() WHERE owner = $1 AND state = 'held' RETURNING item_id, qty`,
    [owner],
  );
  await move(q, lines, 'held', 'sold');
  return lines.length;
}

/**
 * Gives back everything the owner holds or bought (expiry, cancellation, refund), exactly once:
 * a second call finds no active lines and changes nothing. Answers what came back.
 */
export async function release(q: Queryable, owner: string): Promise<StockLine[]> {
  const lines = await q.query<{ item_id: number; qty: number; state: 'held' | 'sold' }>(
    `WITH active AS (SELECT id, state FROM stock_holds WHERE owner = $1 AND state IN ('held', 'sold') FOR UPDATE)
     UPDATE stock_holds h SET state = 'released', released_at = now() FROM active a WHERE h.id = a.id
     RETURNING h.item_id, h.qty, a.state`,
    [owner],
  );
  await move(
    q,
    lines.filter((l) => l.state === 'held'),
    'held',
    null,
  );
  await move(
    q,
    lines.filter((l) => l.state === 'sold'),
    'sold',
    null,
  );
  return lines.map((l) => ({ itemId: Number(l.item_id), qty: l.qty }));
}

/** Moves quantities out of one column of the items (and into another, or back to free). */
async function move(q: Queryable, lines: { item_id: number; qty: number }[], from: 'held' | 'sold', to: 'sold' | null): Promise<void> {
  if (!lines.length) return;
  const want = merge(lines.map((l) => ({ itemId: Number(l.item_id), qty: l.qty })));
  await lockItems(
    q,
    want.map((l) => l.itemId),
  );
  const set = to ? `${from} = s.${from} - w.qty, ${to} = s.${to} + w.qty` : `${from} = s.${from} - w.qty`;
  await q.query(
    `UPDATE stock_items s SET ${set}, updated_at = now() FROM unnest($1::int[], $2::int[]) AS w(item_id, qty) WHERE s.id = w.item_id`,
    [want.map((l) => l.itemId), want.map((l) => l.qty)],
  );
}

export interface StockLevel {
  capacity: number;
  held: number;
  sold: number;
  left: number;
}

/** What is left of each item now (a display figure; only reserve decides). */
export async function stockLevels(q: Queryable, itemIds: number[]): Promise<Map<number, StockLevel>> {
  const rows = await q.query<{ id: number; capacity: number; held: number; sold: number }>(
    'SELECT id, capacity, held, sold FROM stock_items WHERE id = ANY($1::int[])',
    [itemIds],
  );
  return new Map(rows.map((r) => [Number(r.id), { capacity: r.capacity, held: r.held, sold: r.sold, left: r.capacity - r.held - r.sold }]));
}
