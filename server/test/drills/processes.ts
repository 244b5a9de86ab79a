import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The compiled server, as `npm start` and `npm run cluster` run it (npm test builds before jest). */
export const DIST = path.resolve(__dirname, '../../dist');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Instance {
  port: number;
  base: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code or signal. */
  exited: Promise<number | string | null>;
}

/** One API process (no apps served), with its own port and the given environment. */
export function startInstance(port: number, env: Record<string, string>): Instance {
  let out = '';
  const child = spawn(process.execPath, [path.join(DIST, 'index.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SERVE_APPS: 'false', LOG_LEVEL: 'warn', JOB_TICK_MS: '200', ...env },
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | string | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  return { port, base: `http://127.0.0.1:${port}`, child, output: () => out, exited };
}

export async function waitHealthy(base: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} did not become healthy`);
}

export interface Answer {
  status: number;
  code?: number;
  msg?: string;
  data?: any;
}

/** POSTs JSON; a connection that breaks (the instance was killed) answers status 0 instead of throwing. */
export async function post(base: string, url: string, body: object, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    try {
      return { status: res.status, ...(JSON.parse(text) as object) };
    } catch {
      return { status: res.status, msg: text };
    }
  } catch {
    return { status: 0 };
  }
}

export async function postForm(base: string, url: string, params: Record<string, string>): Promise<{ status: number; body: string }> {
  try {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params).toString(),
    });
    return { status: res.status, body: await res.text() };
  } catch {
    return { status: 0, body: '' };
  }
}
