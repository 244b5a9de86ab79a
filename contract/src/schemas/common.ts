import { Type, type TSchema } from '@sinclair/typebox';

/** Ids and counts live in PostgreSQL `integer` columns: anything outside 1..2147483647 is refused by validation. */
export const INT_MAX = 2147483647;

/** An id named in Chinese, for the validation message (「参会人ID不能大于2147483647」). */
export const Id = (title: string) => Type.Integer({ minimum: 1, maximum: INT_MAX, title });

/** A time as the API writes it (ISO 8601). */
export const Time = () => Type.String({ format: 'date-time' });

/** A page of a list, as every paged call answers: `{ total, per_page, current_page, last_page, data }`. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ total: Type.Integer(), per_page: Type.Integer(), current_page: Type.Integer(), last_page: Type.Integer(), data: Type.Array(item) });
