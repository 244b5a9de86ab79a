import { createSign, createVerify } from 'node:crypto';
import { privateKeyOf, publicKeyOf } from '../../../../../lib/keys';

/** Alipay's signing string: the parameters sorted by name, `k=v` joined with `&`, values raw. */
export function signingString(params: Record<string, string>, omit: string[]): string {
  return Object.keys(params)
    .filter((k) => !omit.includes(k) && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(content: string, privateKey: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyOf(privateKey), 'base64');
}

export function rsa2Verify(content: string, signature: string, publicKey: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyOf(publicKey), signature, 'base64');
  } catch {
    return false;
  }
}

/** A gateway answer as Alipay writes it: the response object's JSON text, signed as it stands. */
export function signedAnswer(method: string, response: Record<string, unknown>, privateKey: string): string {
  const json = JSON.stringify(response);
  return `{"${method.replaceAll('.', '_')}_response":${json},"sign":"${rsa2Sign(json, privateKey)}"}`;
}
