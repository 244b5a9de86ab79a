import type { FastifySchema } from 'fastify';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

type PropSchema = { title?: string; minLength?: number; maxLength?: number; minimum?: number; maximum?: number };
type PartSchema = { properties?: Record<string, PropSchema> };

/** A Chinese message naming the field of the first validation error, using the schema's `title`. */
export function validationMessage(errors: AjvError[], context: string | undefined, schema: FastifySchema | undefined): string {
  const e = errors[0];
  if (!e) return '参数错误';
  const field = e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.split('/')[1] ?? '';
  const part = (context === 'querystring' ? schema?.querystring : context === 'params' ? schema?.params : schema?.body) as PartSchema | undefined;
  const prop = part?.properties?.[field] ?? {};
  const name = prop.title ?? field ?? '参数';
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
    case 'additionalProperties':
      return `不支持的参数 ${String(e.params.additionalProperty)}`;
    default:
      return `${name}格式不正确`;
  }
}
