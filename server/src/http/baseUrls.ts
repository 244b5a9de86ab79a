import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** The origin the phone reached us on (or PUBLIC_BASE_URL): where outside services send it back to. */
export function pageBase(req: FastifyRequest): string {
  if (req.server.config.publicBaseUrl) return req.server.config.publicBaseUrl;
  const host = /^[A-Za-z0-9.\-:[\]]{1,255}$/.test(req.host) ? req.host : '127.0.0.1';
  return `${req.protocol}://${host}`;
}

/** Where this server answers itself (the sandboxes of outside services it speaks to over HTTP). */
export function selfBaseUrl(config: Pick<ServerConfig, 'host' | 'port'>): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
