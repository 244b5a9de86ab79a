import type { ConsoleTicketType, TicketTypeCreate, TicketTypePatch } from '@conf/contract';
import type { Queryable } from '../../../db';
import { audit, saveVersioned, setCapacity, type AuditActor } from '../../../core';
import { BizError } from '../../../lib/errors';
import { createTicketType } from '../tickets/ticketTypes';

export const TICKET_TYPE_NOT_FOUND = '票种不存在';

const COLUMNS = `t.id, t.meeting_id, t.name, t.description, t.price, s.capacity, s.held, s.sold, t.per_order_limit, t.sale_start, t.sale_end,
  t.refund_deadline, t.published, t.sort, t.version`;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | null));
const asConsole = (r: ConsoleTicketType): ConsoleTicketType => ({
  ...r,
  sale_start: iso(r.sale_start),
  sale_end: iso(r.sale_end),
  refund_deadline: iso(r.refund_deadline),
});

/** A meeting's ticket types as the console shows them: every one, with its seats held (unpaid) and sold. */
export async function consoleTicketTypes(q: Queryable, meetingId: number, id?: number): Promise<ConsoleTicketType[]> {
  const rows = await q.query<ConsoleTicketType>(
    `SELECT ${COLUMNS} FROM ticket_types t JOIN stock_items s ON s.id = t.stock_item_id
      WHERE t.meeting_id = $1 AND ($2::int IS NULL OR t.id = $2) ORDER BY t.sort, t.id`,
    [meetingId, id ?? null],
  );
  return rows.map(asConsole);
}

/** The meeting a ticket type belongs to (the console's guard asks before anything else), or null. */
export async function meetingOfTicketType(q: Queryable, id: number): Promise<number | null> {
  const [row] = await q.query<{ meeting_id: number }>('SELECT meeting_id FROM ticket_types WHERE id = $1', [id]);
  return row?.meeting_id ?? null;
}

function checkWindow(t: { sale_start?: string | null; sale_end?: string | null }): void {
  if (t.sale_start && t.sale_end && Date.parse(t.sale_end) <= Date.parse(t.sale_start)) throw new BizError('停售时间应晚于开售时间');
}

export async function addTicketType(q: Queryable, meetingId: number, t: TicketTypeCreate, actor: AuditActor): Promise<number> {
  checkWindow(t);
  const name = t.name.trim();
  if (!name) throw new BizError('票种名称不能为空');
  const [{ n }] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM ticket_types WHERE meeting_id = $1', [meetingId]);
  const id = await createTicketType(
    q,
    meetingId,
    {
      name,
      price: t.price,
      stock: t.capacity,
      limit: t.per_order_limit,
      description: t.description,
      sale_start: t.sale_start ?? undefined,
      sale_end: t.sale_end ?? undefined,
      refund_deadline: t.refund_deadline ?? undefined,
    },
    t.sort ?? n,
  );
  if (t.published === false) await q.query('UPDATE ticket_types SET published = false WHERE id = $1', [id]);
  const [after] = await consoleTicketTypes(q, meetingId, id);
  await audit(q, { actor, meetingId, action: 'ticket_type.create', target: `ticket_type:${id}`, after });
  return id;
}

/**
 * Changes a ticket type against the version the editor loaded. Its capacity goes through the stock core
 * with the item locked first, so the refusal names what was held and sold at that moment; a price
 * change applies to new orders only (an order keeps the amount it was placed with).
 */
export async function updateTicketType(q: Queryable, id: number, patch: TicketTypePatch, actor: AuditActor): Promise<ConsoleTicketType> {
  const { version, capacity, ...fields } = patch;
  const meetingId = await meetingOfTicketType(q, id);
  if (meetingId === null) throw new BizError(TICKET_TYPE_NOT_FOUND);
  const [current] = await consoleTicketTypes(q, meetingId, id);
  checkWindow({ ...current, ...fields });
  if (typeof fields.name === 'string') {
    fields.name = fields.name.trim();
    if (!fields.name) throw new BizError('票种名称不能为空');
  }
  const where = { actor, meetingId, target: `ticket_type:${id}` };
  const row = await saveVersioned<{ stock_item_id: number }>(q, {
    table: 'ticket_types',
    id,
    version,
    set: { ...fields, updated_at: new Date() },
    audit: { ...where, action: 'ticket_type.update' },
    notFound: TICKET_TYPE_NOT_FOUND,
  });
  if (capacity !== undefined) {
    const [stock] = await q.query<{ capacity: number; held: number; sold: number }>(
      'SELECT capacity, held, sold FROM stock_items WHERE id = $1 FOR UPDATE',
      [row.stock_item_id],
    );
    if (capacity < stock.held + stock.sold)
      throw new BizError(`容量不能低于已售 ${stock.sold} 张与占用中 ${stock.held} 张`, { sold: stock.sold, held: stock.held });
    if (capacity !== stock.capacity) {
      await setCapacity(q, row.stock_item_id, capacity);
      await audit(q, { ...where, action: 'ticket_type.capacity', before: { capacity: stock.capacity }, after: { capacity } });
    }
  }
  const [after] = await consoleTicketTypes(q, meetingId, id);
  return after;
}
