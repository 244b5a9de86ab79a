import type { ApplyStatus, SaleState } from '@conf/contract';
import type { Queryable } from '../../../db';
import { ensureStockItem, stockLevels } from '../../../core';

/** A ticket type as organisers write it (import-meeting, demo data); price in fen. */
export interface TicketInput {
  name: string;
  price: number;
  stock: number;
  limit?: number;
  description?: string;
  sale_start?: string;
  sale_end?: string;
  refund_deadline?: string;
}

export interface TicketType {
  id: number;
  meeting_id: number;
  name: string;
  description: string;
  /** Fen. */
  price: number;
  /** Seats left. */
  stock: number;
  /** Most attendees per order. */
  limit: number;
  sale_start: Date | null;
  /** When sale ends: its own end, else the meeting's start. */
  sale_end: Date;
  refund_deadline: Date;
  sale_state: SaleState;
  stock_item_id: number;
}

/** Creates a ticket type with its seats as a stock item, in the caller's transaction. */
export async function createTicketType(q: Queryable, meetingId: number, t: TicketInput, sort = 0): Promise<number> {
  const [{ id }] = await q.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('ticket_types', 'id'))::int AS id");
  const itemId = await ensureStockItem(q, 'ticket', `ticket_type:${id}`, t.stock);
  await q.query(
    `INSERT INTO ticket_types (id, meeting_id, name, description, price, stock_item_id, per_order_limit, sale_start, sale_end, refund_deadline, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      meetingId,
      t.name,
      t.description ?? '',
      t.price,
      itemId,
      t.limit ?? 5,
      t.sale_start ?? null,
      t.sale_end ?? null,
      t.refund_deadline ?? null,
      sort,
    ],
  );
  return id;
}

interface TicketRow extends Omit<TicketType, 'stock' | 'sale_state' | 'limit'> {
  per_order_limit: number;
}

function saleState(t: TicketRow, left: number, now = Date.now()): SaleState {
  if (t.sale_start && t.sale_start.getTime() > now) return 'not_started';
  if (t.sale_end.getTime() <= now) return 'ended';
  return left <= 0 ? 'sold_out' : 'on_sale';
}

/** A meeting's published ticket types, in order, with seats left and whether each is on sale now. */
export async function ticketTypesOf(q: Queryable, meetingId: number, ids?: number[]): Promise<TicketType[]> {
  const rows = await q.query<TicketRow>(
    `SELECT t.id, t.meeting_id, t.name, t.description, t.price, t.per_order_limit, t.sale_start, t.stock_item_id,
            coalesce(t.sale_end, m.start_at) AS sale_end, coalesce(t.refund_deadline, m.start_at) AS refund_deadline
       FROM ticket_types t JOIN meetings m ON m.id = t.meeting_id
      WHERE t.meeting_id = $1 AND t.published ${ids ? 'AND t.id = ANY($2::int[])' : ''}
      ORDER BY t.sort, t.id`,
    ids ? [meetingId, ids] : [meetingId],
  );
  const levels = await stockLevels(
    q,
    rows.map((r) => r.stock_item_id),
  );
  return rows.map(({ per_order_limit, ...t }) => {
    const left = levels.get(t.stock_item_id)?.left ?? 0;
    return { ...t, stock: left, limit: per_order_limit, sale_state: saleState(t as TicketRow, left) };
  });
}

export const APPLY_STATUS_TEXT: Record<ApplyStatus, string> = {
  open: '报名中',
  not_started: '报名尚未开始',
  closed: '报名已截止',
  sold_out: '名额已满',
  ended: '会议已结束',
  no_tickets: '本次会议暂未开放报名',
};

/** Whether the meeting takes sign-ups now, from its end and its tickets' states. */
export function applyStatus(meetingEnd: Date, tickets: TicketType[]): ApplyStatus {
  if (meetingEnd.getTime() <= Date.now()) return 'ended';
  if (!tickets.length) return 'no_tickets';
  const states = new Set(tickets.map((t) => t.sale_state));
  if (states.has('on_sale')) return 'open';
  if (states.has('sold_out')) return 'sold_out';
  if (states.has('not_started')) return 'not_started';
  return 'closed';
}
