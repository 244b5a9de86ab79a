/** Fen as yuan with two decimals: 12345 → ¥123.45. */
export const yuan = (fen: number | null | undefined) => `¥${((fen ?? 0) / 100).toFixed(2)}`;
