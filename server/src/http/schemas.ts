/**
 * The bounds schemaDefaults.ts puts on every input. Ids and counts live in PostgreSQL `integer` columns, so
 * anything outside 1..2147483647 is refused by validation instead of reaching the database as an error (the
 * routes' own pieces are @conf/contract's TypeBox schemas, e.g. Id).
 */
export const INT_MAX = 2147483647;

/**
 * What a text field may hold when its schema sets no `maxLength` of its own (see schemaDefaults.ts);
 * generous for any form field, small enough that nothing near the body limit reaches a query.
 */
export const DEFAULT_TEXT_MAX = 2000;
