import type { Queryable } from '../../../db';
import { one } from '../../../db';

export interface NewMessage {
  title: string;
  content: string;
  /** system | order | meeting | invoice: the icon the app shows. */
  kind?: string;
  /** A page of the app the message is about (an order's detail), '' for none. */
  link?: string;
}

/** A message to one user; other slices call this (e.g. "支付成功") inside their own transactions. */
export async function sendMessage(q: Queryable, userId: number, m: NewMessage): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO messages (user_id, title, content, kind, link) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [userId, m.title, m.content, m.kind ?? 'system', m.link ?? ''],
  );
  return row.id;
}

/** The same message to each of these users, in one statement (a console broadcast); answers how many were written. */
export async function sendMessageToMany(q: Queryable, userIds: number[], m: NewMessage): Promise<number> {
  const rows = await q.query(
    'INSERT INTO messages (user_id, title, content, kind) SELECT u, $2, $3, $4 FROM unnest($1::int[]) AS u RETURNING id',
    [userIds, m.title, m.content, m.kind ?? 'system'],
  );
  return rows.length;
}

export async function unreadCount(q: Queryable, userId: number): Promise<number> {
  const row = await one<{ n: number }>(q, 'SELECT count(*)::int AS n FROM messages WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return row?.n ?? 0;
}
