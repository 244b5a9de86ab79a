/** Money travels as integer fen; people read yuan with two decimals: 45800 -> ¥458.00. */
export function formatMoney(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  return `${sign}¥${(Math.abs(fen) / 100).toFixed(2)}`;
}
