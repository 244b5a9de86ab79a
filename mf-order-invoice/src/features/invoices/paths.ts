/** /invoice/edit?orders=a,b applies for those orders; /invoice/edit?id=N shows (and, until issued, edits) application N. */
export function editPath(target: { orders: string[] } | { id: number }): string {
  return 'id' in target ? `/invoice/edit?id=${target.id}` : `/invoice/edit?orders=${encodeURIComponent(target.orders.join(','))}`;
}
