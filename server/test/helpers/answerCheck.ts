import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { RouteOptions, preSerializationAsyncHookHandler } from 'fastify';

// A route's `answer` is what the OpenAPI document promises other clients (the WeChat mini-program among
// them) but Fastify does not enforce it. In every server test each successful answer is checked against it,
// so a promise the code no longer keeps fails the test that made the call instead of a client in the field.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/**
 * An onRoute hook: a route that declares its answer gets a check of every code-1 envelope's `data`
 * before it is sent; an answer that breaks it becomes a 500 naming the route and the broken fields.
 */
export function checkAnswers(route: RouteOptions): void {
  const answer = route.schema?.answer;
  if (!answer) return;
  const valid = ajv.compile(answer);
  const check: preSerializationAsyncHookHandler = async (_req, _reply, payload) => {
    const envelope = payload as { code?: unknown; data?: unknown } | null;
    // Checked as the client reads it: after JSON (dates become strings, undefined fields go).
    if (envelope?.code !== 1 || valid(JSON.parse(JSON.stringify(envelope.data ?? null)))) return payload;
    const broken = `${String(route.method)} ${route.url} answered outside its declared answer: ${ajv.errorsText(valid.errors, { dataVar: 'data' })}`;
    // Said here too: the answer the test sees is the server's plain 500.
    console.error(broken);
    throw new Error(broken);
  };
  route.preSerialization = [...([] as preSerializationAsyncHookHandler[]).concat((route.preSerialization as never) ?? []), check];
}
