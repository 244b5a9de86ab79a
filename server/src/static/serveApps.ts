import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from '../config';
import { pageHeaders, SERVICE_WORKER_POLICY } from '../http/securityHeaders';
import { remotes, remotesConfig } from './remotesConfig';

type HeaderTarget = { setHeader(name: string, value: string): unknown };

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const shellDist = (config: ServerConfig) => path.join(config.appsDir, 'shell/dist');

/** Hashed chunks and assets are cached for good; entry files, manifests and html are revalidated. */
function setCacheHeaders(res: HeaderTarget, filePath: string): void {
  const hashed = /[\\/](chunks|assets)[\\/]/.test(filePath);
  res.setHeader('Cache-Control', hashed ? IMMUTABLE : NO_CACHE);
}

/** The shell's page, with the page's Content-Security-Policy: every page of the site is this one. */
export function sendShellPage(reply: FastifyReply, config: ServerConfig): FastifyReply {
  pageHeaders(reply, config);
  return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(fs.createReadStream(path.join(shellDist(config), 'index.html')));
}

/** Serves the built shell at /, each remote under /remotes/<dir>/, the remotes config and uploads. */
export async function serveApps(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.get('/remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return remotesConfig(config);
  });

  fs.mkdirSync(shellDist(config), { recursive: true });
  // cacheControl: false leaves Cache-Control to setCacheHeaders.
  await app.register(fastifyStatic, { root: shellDist(config), prefix: '/', index: false, wildcard: true, cacheControl: false, setHeaders: setCacheHeaders });
  // With index off, fastify-static answers the bare / (a directory) with 403; / is the home page, the shell's.
  app.get('/', (_req, reply) => sendShellPage(reply, config));
  // In dev mode a remote may run from its dev server only, with no build here.
  for (const r of remotes.filter((x) => fs.existsSync(path.join(config.appsDir, x.dir, 'dist')))) {
    await app.register(fastifyStatic, {
      root: path.join(config.appsDir, r.dir, 'dist'),
      prefix: `/remotes/${r.dir}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        // A remote may be loaded by a shell on another origin.
        res.setHeader('Access-Control-Allow-Origin', '*');
        // A remote's service worker (mf-verify's, scope /verify) controls pages outside the remote's folder,
        // and must fetch: a resource's policy (default-src 'none') would refuse every fetch it makes.
        if (/[\\/][\w-]+-sw\.js$/.test(filePath)) {
          res.setHeader('Service-Worker-Allowed', '/');
          res.setHeader('Content-Security-Policy', SERVICE_WORKER_POLICY);
        }
        setCacheHeaders(res, filePath);
      },
    });
  }
  fs.mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, { root: config.uploadDir, prefix: '/uploads/', decorateReply: false, maxAge: '7d' });
}

/** A browser navigation to any app path gets the shell page; the shell's router decides what it shows. */
export function isPageRequest(method: string, url: string): boolean {
  const p = url.split('?')[0];
  return (method === 'GET' || method === 'HEAD') && !/^\/(api|remotes|uploads|builds)\//.test(p) && !/\.[a-z0-9]+$/i.test(p);
}
