import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REPO_ROOT, type ServerConfig } from '../config';

interface RemoteInfo {
  name: string;
  dir: string;
}
// The same list the builds use, so the server and the apps agree on names and folders.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { remotes } = require(path.join(REPO_ROOT, 'build/remotes.cjs')) as { remotes: RemoteInfo[] };

type HeaderTarget = { setHeader(name: string, value: string): unknown };

const SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed chunks and assets are cached for good; entry files, manifests and html are revalidated. */
function setCacheHeaders(res: HeaderTarget, filePath: string): void {
  const hashed = /[\\/](chunks|assets)[\\/]/.test(filePath);
  res.setHeader('Cache-Control', hashed ? IMMUTABLE : NO_CACHE);
}

/** The runtime remotes config: the file named by REMOTES_CONFIG_FILE, else each remote's local build. */
export function remotesConfig(config: ServerConfig): Record<string, string> {
  if (config.remotesConfigFile && fs.existsSync(config.remotesConfigFile)) {
    return JSON.parse(fs.readFileSync(config.remotesConfigFile, 'utf8')) as Record<string, string>;
  }
  return Object.fromEntries(remotes.map((r) => [r.name, `/remotes/${r.dir}/mf-manifest.json`]));
}

export function sendShellPage(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(fs.createReadStream(path.join(SHELL_DIST, 'index.html')));
}

/** Serves the built shell at /, each remote under /remotes/<dir>/, the remotes config and uploads. */
export async function serveApps(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.get('/remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return remotesConfig(config);
  });

  fs.mkdirSync(SHELL_DIST, { recursive: true });
  // cacheControl: false leaves Cache-Control to setCacheHeaders.
  await app.register(fastifyStatic, { root: SHELL_DIST, prefix: '/', index: false, wildcard: true, cacheControl: false, setHeaders: setCacheHeaders });
  // With index off, fastify-static answers the bare / (a directory) with 403; / is the home page, the shell's.
  app.get('/', (_req, reply) => sendShellPage(reply));
  // In dev mode a remote may run from its dev server only, with no build here.
  for (const r of remotes.filter((x) => fs.existsSync(path.join(REPO_ROOT, x.dir, 'dist')))) {
    await app.register(fastifyStatic, {
      root: path.join(REPO_ROOT, r.dir, 'dist'),
      prefix: `/remotes/${r.dir}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        // A remote may be loaded by a shell on another origin.
        res.setHeader('Access-Control-Allow-Origin', '*');
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
