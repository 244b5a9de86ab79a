import http, { type IncomingMessage, type ServerResponse } from 'node:http';

export interface Upstream {
  host: string;
  port: number;
}

/** Bodies are read whole before forwarding, so a request can go to another instance; uploads are at most 5 MB. */
const MAX_BODY = 8 * 1024 * 1024;
/** An instance that refused a connection is skipped for this long. */
const DOWN_MS = 2000;
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

const failure = (msg: string) => JSON.stringify({ code: 0, msg, time: Math.floor(Date.now() / 1000), data: null });

/**
 * A small reverse proxy in front of several API instances, as a load balancer is in a deployment:
 * round robin over the instances that answer. A request that could not reach an instance (connection
 * refused: it never got there) is sent to the next one; one that may have reached it (the connection
 * broke mid-way) is retried only when retrying is safe (an idempotent method, or an Idempotency-Key).
 * It sets X-Forwarded-For, so instances started with TRUST_PROXY=true see the client's address.
 */
export function createProxy(upstreams: Upstream[]): http.Server {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const downUntil = new Map<number, number>();
  let next = 0;

  const candidates = (): number[] => {
    const order = upstreams.map((_, i) => (next + i) % upstreams.length);
    next = (next + 1) % upstreams.length;
    const up = order.filter((i) => (downUntil.get(i) ?? 0) <= Date.now());
    // When every instance looks down, try them all anyway: one may just have come back.
    return up.length ? up : order;
  };

  const forward = (req: IncomingMessage, body: Buffer, target: Upstream) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
      const upstream = http.request(
        {
          host: target.host,
          port: target.port,
          method: req.method,
          path: req.url,
          agent,
          headers: { ...req.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'http', 'content-length': String(body.length) },
        },
        resolve,
      );
      upstream.on('error', reject);
      upstream.end(body);
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) {
        res.writeHead(413, { 'content-type': 'application/json; charset=utf-8' }).end(failure('请求内容过大'));
        return;
      }
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    const retrySafe = IDEMPOTENT.has(req.method ?? '') || !!req.headers['idempotency-key'];
    for (const i of candidates()) {
      try {
        const answer = await forward(req, body, upstreams[i]);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        const neverArrived = code === 'ECONNREFUSED' || code === 'EHOSTUNREACH';
        downUntil.set(i, Date.now() + DOWN_MS);
        if (!neverArrived && !retrySafe) break;
      }
    }
    if (!res.headersSent)
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' }).end(failure('服务暂时不可用，请稍后重试'));
  };

  return http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      res.end(failure('服务暂时不可用，请稍后重试'));
    });
  });
}
