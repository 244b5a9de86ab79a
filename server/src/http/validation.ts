import type { FastifySchema } from 'fastify';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

type PropSchema = { title?: string; minLength?: number; maxLength?: number; minimum?: number; maximum?: number };
type PartSchema = { properties?: Record<string, PropSchema> };

/** The schema of one part of the request: the query string, the path parameters or the body. */
function partSchema(schema: FastifySchema | undefined, context: string | undefined): PartSchema | undefined {
  return (context === 'querystring' ? schema?.querystring : context === 'params' ? schema?.params : schema?.body) as PartSchema | undefined;
}

/** A field's Chinese name (its schema `title`), else its own name. */
export function fieldTitle(schema: FastifySchema | undefined, context: string | undefined, field: string): string {
  return partSchema(schema, context)?.properties?.[field]?.title ?? field;
}

const TYPE_NAMES: Record<string, string> = { integer: '整数', number: '数字', string: '文字', boolean: '是或否', array: '列表' };

/** A Chinese message naming the field of the first validation error, using the schema's `title`. */
export function validationMessage(errors: AjvError[], context: string | undefined, schema: FastifySchema | undefined): string {
  const e = errors[0];
  if (!e) return '参数错误';
  const field = e.keyword === 'required' ? String(e.params.missingProperty) : (e.instancePath.split('/')[1] ?? '');
  // No field: the body as a whole is not an object (e.g. a bare string sent as text/plain).
  if (!field) return '请求内容应为 JSON 对象或表单';
  const prop = partSchema(schema, context)?.properties?.[field] ?? {};
  const name = prop.title ?? field;
  switch (e.keyword) {
    case 'required':
      return `${name}不能为空`;
    case 'minLength':
      return prop.minLength === 1 ? `${name}不能为空` : `${name}至少${prop.minLength}个字符`;
    case 'maxLength':
      return `${name}不能超过${prop.maxLength}个字符`;
    case 'minimum':
      return `${name}不能小于${prop.minimum}`;
    case 'maximum':
      return `${name}不能大于${prop.maximum}`;
    case 'enum':
      return `${name}取值不正确`;
    case 'type': {
      const wanted = TYPE_NAMES[String(e.params.type)];
      return wanted ? `${name}应为${wanted}` : `${name}格式不正确`;
    }
    case 'x-finite':
      return `${name}超出范围`;
    case 'additionalProperties':
      return `不支持的参数 ${String(e.params.additionalProperty)}`;
    default:
      return `${name}格式不正确`;
  }
}
