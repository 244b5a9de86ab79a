/**
 * Schema pieces every route shares. Ids and counts live in PostgreSQL `integer` columns, so anything
 * outside 1..2147483647 is refused by validation instead of reaching the database as an error.
 */
export const INT_MAX = 2147483647;

/** An id or a count: an integer in 1..2147483647. */
export const ID = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;

/** An id named in Chinese, for the validation message (「会议ID不能大于2147483647」). */
export const idProperty = <T extends string>(title: T) => ({ ...ID, title }) as const;

/**
 * What a text field may hold when its schema sets no `maxLength` of its own (see schemaDefaults.ts);
 * generous for any form field, small enough that nothing near the body limit reaches a query.
 */
export const DEFAULT_TEXT_MAX = 2000;
