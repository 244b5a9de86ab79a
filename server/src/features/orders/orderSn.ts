import { randomInt } from 'node:crypto';
import type { OrderKind } from './model';

const PREFIX: Record<OrderKind, string> = { meeting: 'M', hotel: 'H' };

/**
 * M20261123143005 + 8 random digits: readable on the phone and over the counter, sortable by time
 * (Beijing time, as people read it), and not guessable, so a number alone reveals nothing.
 */
export function newOrderSn(kind: OrderKind, now = new Date()): string {
  const bj = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${PREFIX[kind]}${bj}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
