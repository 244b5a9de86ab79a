/**
 * Requests the framework or its plugins could not read, by their error code: what to tell the caller.
 * These are the caller's mistakes, so they are answered with the error's 4xx status and a Chinese message.
 */
const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: '请求地址中的编码不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型，请使用 JSON、表单或 multipart',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容为空，但声明为 JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是正确的 JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容的长度与声明不符',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '上传内容不是 multipart 格式',
  FST_INVALID_JSON_FIELD_ERROR: '上传内容中的 JSON 字段格式不正确',
  FST_PROTO_VIOLATION: '上传内容含有不允许的字段名',
  FST_FILES_LIMIT: '一次只能上传一个文件',
  FST_PARTS_LIMIT: '上传内容的字段过多',
  FST_FIELDS_LIMIT: '上传内容的字段过多',
};

/** A multipart body that busboy could not take apart (its errors carry no code of their own). */
export const MALFORMED_MULTIPART = '上传内容（multipart）格式不正确';

export interface RequestError {
  code?: string;
  statusCode?: number;
}

/** The Chinese message for a request error the framework raised, or undefined when it is not one of them. */
export function requestErrorMessage(err: RequestError): string | undefined {
  return err.code ? MESSAGES[err.code] : undefined;
}

/** The 4xx status to answer a request error with (a code the framework gave no status falls back to 400). */
export const requestErrorStatus = (err: RequestError): number =>
  err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
