import type { FastifyInstance, FastifySchema, FastifyServerOptions } from 'fastify';
import { DEFAULT_TEXT_MAX, INT_MAX } from './schemas';

type JsonSchema = Record<string, unknown>;

/**
 * `x-finite`: the value, once coerced, is not ±Infinity. Query and form values are strings that ajv
 * coerces ("1e309" and "Infinity" become Infinity), and ajv then skips minimum/maximum for a number
 * that is not finite, so bounds alone let Infinity through to the database. Added to every number below.
 */
export const FINITE = 'x-finite';
type AjvPlugins = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>;
type AjvPlugin = Extract<AjvPlugins[number], (...args: never[]) => unknown>;

export const finiteKeyword: AjvPlugin = (ajv) =>
  ajv.addKeyword({
    keyword: FINITE,
    schemaType: 'boolean',
    errors: false,
    validate: (on: boolean, data: unknown) => !on || typeof data !== 'number' || Number.isFinite(data),
  });

const PARTS = ['querystring', 'params', 'body', 'headers'] as const;
const NESTED_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;

/**
 * A copy of a JSON schema in which no value is unbounded: a string without `maxLength` gets
 * DEFAULT_TEXT_MAX, a number without bounds the range of a PostgreSQL integer, and every number must be
 * finite. So a route that forgets a bound still refuses 100 kB strings and 1e300 with a validation
 * message, never a database error.
 */
export function bounded(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('string') && out.maxLength === undefined && out.enum === undefined) out.maxLength = DEFAULT_TEXT_MAX;
  if (types.includes('integer') || types.includes('number')) {
    out[FINITE] = true;
    if (out.maximum === undefined && out.enum === undefined) out.maximum = INT_MAX;
    if (out.minimum === undefined && out.enum === undefined) out.minimum = -INT_MAX - 1;
  }
  if (schema.properties) {
    out.properties = Object.fromEntries(Object.entries(schema.properties as Record<string, JsonSchema>).map(([k, v]) => [k, bounded(v)]));
  }
  if (schema.items && typeof schema.items === 'object') out.items = bounded(schema.items as JsonSchema);
  for (const key of NESTED_LISTS) if (Array.isArray(schema[key])) out[key] = (schema[key] as JsonSchema[]).map(bounded);
  return out;
}

/** Every route's input schemas are bounded as they are added, whoever wrote the route. */
export function registerSchemaDefaults(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const schema: FastifySchema = { ...route.schema };
    for (const part of PARTS) if (schema[part]) schema[part] = bounded(schema[part] as JsonSchema);
    route.schema = schema;
  });
}
