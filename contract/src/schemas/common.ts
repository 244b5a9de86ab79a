import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Ids and counts live in PostgreSQL `integer` columns: anything outside 1..2147483647 is refused by validation. */
export const INT_MAX = 2147483647;

/** An id named in Chinese, for the validation message (「参会人ID不能大于2147483647」). */
export const Id = (title: string) => Type.Integer({ minimum: 1, maximum: INT_MAX, title });

/** A time as the API writes it (ISO 8601). */
export const Time = () => Type.String({ format: 'date-time' });

/** A page of a list, as every paged call answers: `{ total, per_page, current_page, last_page, data }`. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    total: Type.Integer(),
    per_page: Type.Integer(),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    data: Type.Array(item),
  });

export const MAX_PAGE_LIMIT = 50;

/** Paging of list calls (`page` from 1, `limit` per page), titled in Chinese for the validation messages. */
export const PagingProperties = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, title: '页码' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT, title: '每页数量' })),
};

/** A call that takes nothing but paging. */
export const PagingInput = Type.Object(PagingProperties);
export type PagingInput = Static<typeof PagingInput>;

/** A string of a few values, as a plain JSON-schema enum (one validation message for all), typed as their union. */
export const StringEnum = <T extends string>(values: readonly T[], options: { title?: string; default?: T } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });

/** What a create call answers: the new record's id. */
export const Created = Type.Object({ id: Type.Integer() });
export type Created = Static<typeof Created>;

/** Why an organiser does what they do (a refund, a correction): kept in the audit log. */
export const Reason = Type.String({ title: '原因', minLength: 1, maxLength: 200 });
