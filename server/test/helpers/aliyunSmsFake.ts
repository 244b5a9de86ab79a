import http from 'node:http';
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for Aliyun's SMS API (dysmsapi 2017-05-25) on 127.0.0.1 that checks each request's V3
 * signature (ACS3-HMAC-SHA256) as Aliyun documents it, written from the documentation rather than from
 * the SDK: the canonical request (method, path, sorted RFC 3986-encoded query, the signed headers,
 * the body's SHA-256), hashed and signed with the AccessKey secret.
 */

export interface SentSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: string;
}

const REQUIRED_SIGNED = ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version'];

/** RFC 3986: only A-Z a-z 0-9 - _ . ~ stay as they are. */
const percentEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Why the request's signature does not hold, or null when it does. */
function signatureProblem(
  req: http.IncomingMessage,
  body: Buffer,
  secrets: Map<string, string>,
  nonces: Set<string>,
): { code: string; status: number } | null {
  const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(req.headers.authorization ?? '');
  if (!auth) return { code: 'IncompleteSignature', status: 400 };
  const [, keyId, signedList, signature] = auth;
  const secret = secrets.get(keyId);
  if (secret === undefined) return { code: 'InvalidAccessKeyId.NotFound', status: 404 };
  const signed = signedList.split(';');
  if (!REQUIRED_SIGNED.every((h) => signed.includes(h)) || [...signed].sort().join(';') !== signedList)
    return { code: 'IncompleteSignature', status: 400 };
  if (req.headers['x-acs-content-sha256'] !== sha256Hex(body)) return { code: 'SignatureDoesNotMatch', status: 400 };
  const date = Date.parse(String(req.headers['x-acs-date']));
  if (!(Math.abs(Date.now() - date) < 15 * 60_000)) return { code: 'InvalidTimeStamp.Expired', status: 400 };
  const nonce = String(req.headers['x-acs-signature-nonce']);
  if (nonces.has(nonce)) return { code: 'SignatureNonceUsed', status: 400 };

  const url = new URL(req.url ?? '/', 'http://fake');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [percentEncode(k), percentEncode(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signed.map((h) => `${h}:${String(req.headers[h] ?? '').trim()}\n`).join('');
  const canonical = [req.method, url.pathname, query, headers, signedList, sha256Hex(body)].join('\n');
  const expected = createHmac('sha256', secret)
    .update(`ACS3-HMAC-SHA256\n${sha256Hex(canonical)}`)
    .digest('hex');
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) return { code: 'SignatureDoesNotMatch', status: 400 };
  nonces.add(nonce);
  return null;
}

export interface AliyunSmsFake {
  /** http://127.0.0.1:port, for ALIYUN_SMS_ENDPOINT. */
  endpoint: string;
  sent: SentSms[];
  /** Requests refused, with Aliyun's error code. */
  refused: string[];
  /** The business code the next sends answer with (Aliyun answers HTTP 200 with e.g. isv.BUSINESS_LIMIT_CONTROL). */
  answerCode: string;
  close(): Promise<void>;
}

export async function startAliyunSmsFake(accessKeyId: string, accessKeySecret: string): Promise<AliyunSmsFake> {
  const nonces = new Set<string>();
  const secrets = new Map([[accessKeyId, accessKeySecret]]);
  const fake: Omit<AliyunSmsFake, 'endpoint' | 'close'> = { sent: [], refused: [], answerCode: 'OK' };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const answer = (status: number, json: object) =>
        res
          .writeHead(status, { 'content-type': 'application/json;charset=utf-8' })
          .end(JSON.stringify({ RequestId: randomUUID(), ...json }));
      const problem = signatureProblem(req, body, secrets, nonces);
      if (problem) {
        fake.refused.push(problem.code);
        return answer(problem.status, { Code: problem.code, Message: `refused: ${problem.code}` });
      }
      if (req.method !== 'POST' || req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25')
        return answer(404, { Code: 'InvalidAction.NotFound', Message: 'not SendSms' });
      const params = new URLSearchParams(new URL(req.url ?? '/', 'http://fake').search);
      for (const [k, v] of new URLSearchParams(body.toString())) params.set(k, v);
      if (fake.answerCode !== 'OK') return answer(200, { Code: fake.answerCode, Message: '触发流控' });
      fake.sent.push({
        phoneNumbers: params.get('PhoneNumbers') ?? '',
        signName: params.get('SignName') ?? '',
        templateCode: params.get('TemplateCode') ?? '',
        templateParam: params.get('TemplateParam') ?? '',
      });
      return answer(200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
