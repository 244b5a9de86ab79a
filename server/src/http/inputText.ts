import type { FastifyInstance } from 'fastify';
import { BizError } from '../lib/errors';
import { fieldTitle } from './validation';

/** PostgreSQL text cannot hold NUL, and half a surrogate pair is not Unicode at all. */
const storable = (s: string) => !s.includes('\u0000') && s.isWellFormed();

/**
 * The top-level field of `input` under which some string, or some object key, cannot be stored;
 * undefined when all is well. Walks with its own stack: a deeply nested JSON body must not overflow ours.
 */
export function unstorableField(input: unknown): string | undefined {
  if (typeof input === 'string') return storable(input) ? undefined : '';
  if (!input || typeof input !== 'object' || Buffer.isBuffer(input)) return undefined;
  for (const [field, top] of Object.entries(input)) {
    if (!storable(field)) return field;
    const stack: unknown[] = [top];
    while (stack.length) {
      const v = stack.pop();
      if (typeof v === 'string') {
        if (!storable(v)) return field;
      } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
        for (const [k, child] of Object.entries(v)) {
          if (!storable(k)) return field;
          stack.push(child);
        }
      }
    }
  }
  return undefined;
}

/**
 * One check for every route, before validation: no text anywhere in the query, the path or the body
 * may carry a NUL byte or broken Unicode (PostgreSQL refuses the first, with an error, not a message).
 */
export function registerTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const [context, input] of [
      ['querystring', req.query],
      ['params', req.params],
      ['body', req.body],
    ] as const) {
      const field = unstorableField(input);
      if (field === undefined) continue;
      const name = field ? fieldTitle(req.routeOptions.schema, context, field) : '请求内容';
      throw new BizError(`${name}含有不允许的字符（如空字符）`);
    }
  });
}
