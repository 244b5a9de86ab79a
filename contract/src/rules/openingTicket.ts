/**
 * The ticket the sign-up form opens with: the first one on sale, none when nothing is. The page chooses it, and
 * the server answers in the page the best coupon for its price.
 */
export function openingTicket<T extends { sale_state: string }>(tickets: readonly T[]): T | undefined {
  return tickets.find((t) => t.sale_state === 'on_sale');
}
