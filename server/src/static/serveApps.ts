import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from '../config';
import { pageHeaders, SERVICE_WORKER_POLICY } from '../http/securityHeaders';
import { ownerOf, remotes, remotesConfig } from './remotesConfig';
import { contentVersion, versionPageFiles } from './contentVersion';
import type { LeadImageOf } from './leadImages';
import { NO_FIRST_ANSWERS, type FirstAnswersOf } from './firstAnswers';
import { cookieOf } from '../http/cookies';
import { asksForShell, PAGE_FALLBACK_PATH, PAGE_FALLBACK_SCRIPT } from './pageFallback';
import { startAfterFirstScreen } from './firstScreenStart';
import { insert } from './insertIntoPage';

type HeaderTarget = { setHeader(name: string, value: string): unknown };

/** What the features tell the shell's page about the path it opens (see app.ts). */
export interface PageParts {
  leadImage: LeadImageOf;
  firstAnswers: FirstAnswersOf;
}

const NO_PARTS: PageParts = { leadImage: async () => undefined, firstAnswers: async () => NO_FIRST_ANSWERS };

const NO_CACHE = 'no-cache';
// A page's inline script runs only with the bytes its hash in the policy names (firstScreenStart.ts): a proxy or
// CDN that minifies or rewrites pages on the way would leave the page without its app.
const PAGE_CACHE = 'no-cache, no-transform';
// A page that carries a logged-in user's answers is theirs: no shared cache may keep it, or hand it to another cookie.
const PERSONAL_PAGE_CACHE = 'private, no-cache, no-transform';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const shellDist = (config: ServerConfig) => path.join(config.appsDir, 'shell/dist');

/** The `v` of the request. fastify-static hands setHeaders the raw response (reply.raw), which knows its request. */
function askedVersion(res: HeaderTarget): string | null {
  const url = (res as unknown as ServerResponse).req.url ?? '';
  const query = url.indexOf('?');
  return query < 0 ? null : new URLSearchParams(url.slice(query + 1)).get('v');
}

/**
 * Cached for good is what the URL pins down: hashed chunks and assets by their names, an entry file (main.js,
 * its stylesheet, remoteEntry.js) by a `?v=` that is the version of the file sent now (contentVersion.ts).
 * Anything else is revalidated: an entry asked for without a version or with a stale one (a page from before
 * a redeploy) gets the current bytes, which no cache may then keep under that URL.
 */
function setCacheHeaders(res: HeaderTarget, filePath: string): void {
  const hashed = /[\\/](chunks|assets)[\\/]/.test(filePath);
  const asked = hashed ? null : askedVersion(res);
  // A pre-compressed twin (.br, .gz) has the version of the file it was made from.
  const pinned = hashed || (asked !== null && asked === contentVersion(filePath.replace(/\.(br|gz)$/, '')));
  res.setHeader('Cache-Control', pinned ? IMMUTABLE : NO_CACHE);
  // The same URL is sent brotli, gzip or plain (the pre-compressed twins): caches must keep them apart.
  res.setHeader('Vary', 'Accept-Encoding');
}

/** JSON safe inside a script element: no `</script>` or `<!--` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The shell's page. It carries the remotes config (a data block, not a script: the shell reads it instead of
 * fetching /remotes.json), a preload of the remote that owns the path, so that remote's entry downloads
 * beside the shell's instead of after it has started, the page's lead picture when a feature names one
 * (leadImages.ts), and the answers to the page's first calls (firstAnswers.ts, another data block; the answers
 * asked with the visitor's token in one of their own, never the token itself). `personal`: the page is this visitor's.
 */
async function shellPage(
  config: ServerConfig,
  pathname: string,
  search: string,
  token: string,
  remotesJson: Record<string, string>,
  parts: PageParts,
): Promise<{ page: string; personal: boolean }> {
  // main.js and its stylesheet named with their versions, so a repeat visit takes them from its cache unasked.
  const html = versionPageFiles(await fs.promises.readFile(path.join(shellDist(config), 'index.html'), 'utf8'), shellDist(config));
  const owner = ownerOf(pathname);
  const entry = owner ? remotesJson[owner] : undefined;
  const [lead, { answers, signedIn, whole, personal }] = await Promise.all([
    parts.leadImage(pathname),
    parts.firstAnswers(pathname, search, token),
  ]);
  // The lead picture is asked for first, before the shell's script and stylesheet (right after the title): on
  // HTTP/1.1 it then takes the connection the page came on, already open, instead of queueing behind main.js.
  const leadPreload = lead ? `<link rel="preload" as="image" href="${attr(lead.url)}" fetchpriority="high">` : '';
  const head = [
    `<script type="application/json" id="remotes-config">${scriptJson(remotesJson)}</script>`,
    Object.keys(answers).length || whole
      ? `<script type="application/json" id="first-answers"${whole ? ' data-whole' : ''}>${scriptJson(answers)}</script>`
      : '',
    Object.keys(signedIn).length ? `<script type="application/json" id="first-answers-signed-in">${scriptJson(signedIn)}</script>` : '',
    entry ? `<link rel="preload" as="script" href="${attr(entry)}">` : '',
  ].join('');
  // The first screen: the lead picture where the page will show it, painted before any script has run.
  // The shell takes it away once the page shows the picture itself (shell/src/boot/firstScreen.ts).
  const firstScreen = lead
    ? `<img id="first-screen" class="first-screen-${lead.frame}" src="${attr(lead.url)}" alt="" fetchpriority="high">`
    : '';
  const withLead = html.includes('</title>') ? insert(html, '</title>', '', leadPreload) : insert(html, '</head>', leadPreload);
  const page = insert(insert(withLead, '</head>', head), '</body>', firstScreen);
  // The picture first, then the app (firstScreenStart.ts).
  return { page: lead ? startAfterFirstScreen(page) : page, personal };
}

/**
 * The page a remote builds to serve its paths on its own (page.html: mf-verify's check-in pages, without the
 * shell and federation, for a verifier who opens /verify at the door), when this site serves that remote from
 * its own build. A remote the config points elsewhere (deployed alone on another origin) is loaded through the
 * shell like every other: its page of its own would not be the build the config names.
 */
async function remotePage(config: ServerConfig, pathname: string, remotesJson: Record<string, string>): Promise<string | undefined> {
  const remote = remotes.find((r) => r.name === ownerOf(pathname));
  if (!remote) return undefined;
  const base = `/remotes/${remote.dir}/`;
  const root = path.join(config.appsDir, remote.dir, 'dist');
  if (!remotesJson[remote.name]?.startsWith(base)) return undefined;
  const html = await fs.promises.readFile(path.join(root, 'page.html'), 'utf8').catch(() => undefined);
  // Before the page's own script: should that one not load, the shell's page takes over (pageFallback.ts).
  return html && insert(versionPageFiles(html, root, base), '<head>', '', `<script defer src="${PAGE_FALLBACK_PATH}"></script>`);
}

/** Every page of the site, with its Content-Security-Policy: a remote's page of its own, or the shell's. */
export async function sendPage(reply: FastifyReply, config: ServerConfig, url: string, parts: PageParts = NO_PARTS): Promise<FastifyReply> {
  const { pathname, search } = new URL(url, 'http://page');
  const remotesJson = remotesConfig(config);
  const ownPage = asksForShell(search) ? undefined : await remotePage(config, pathname, remotesJson);
  // The login token the apps keep in a cookie (@conf/shared's http/token.ts): the page request carries it.
  const token = cookieOf(reply.request, 'token');
  const { page, personal } = ownPage
    ? { page: ownPage, personal: false }
    : await shellPage(config, pathname, search, token, remotesJson, parts);
  // The policy from the same reading of the config as the page's, so both name the same remotes.
  pageHeaders(reply, config, remotesJson);
  if (personal) reply.header('Vary', 'Cookie');
  return reply
    .header('Cache-Control', personal ? PERSONAL_PAGE_CACHE : PAGE_CACHE)
    .type('text/html; charset=utf-8')
    .send(page);
}

/** Serves the built shell at /, each remote under /remotes/<dir>/, the remotes config and uploads. */
export async function serveApps(app: FastifyInstance, config: ServerConfig, parts?: PageParts): Promise<void> {
  app.get(PAGE_FALLBACK_PATH, async (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(PAGE_FALLBACK_SCRIPT),
  );
  app.get('/remotes.json', async (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return remotesConfig(config);
  });

  fs.mkdirSync(shellDist(config), { recursive: true });
  // cacheControl: false leaves Cache-Control to setCacheHeaders.
  // preCompressed: the builds put a .br and a .gz beside each file worth compressing; those are sent as they are.
  await app.register(fastifyStatic, {
    root: shellDist(config),
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });
  // With index off, fastify-static answers the bare / (a directory) with 403; / is the home page, the shell's.
  app.get('/', (req, reply) => sendPage(reply, config, req.url, parts));
  // In dev mode a remote may run from its dev server only, with no build here.
  for (const r of remotes.filter((x) => fs.existsSync(path.join(config.appsDir, x.dir, 'dist')))) {
    await app.register(fastifyStatic, {
      root: path.join(config.appsDir, r.dir, 'dist'),
      prefix: `/remotes/${r.dir}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // A remote may be loaded by a shell on another origin.
        res.setHeader('Access-Control-Allow-Origin', '*');
        // A remote's service worker (mf-verify's, scope /verify) controls pages outside the remote's folder,
        // and must fetch: a resource's policy (default-src 'none') would refuse every fetch it makes.
        if (/[\\/][\w-]+-sw\.js(\.br|\.gz)?$/.test(filePath)) {
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

/** A browser navigation to any app path gets the site's page (sendPage): the shell's, or a remote's page of its own. */
export function isPageRequest(method: string, url: string): boolean {
  const p = url.split('?')[0];
  return (method === 'GET' || method === 'HEAD') && !/^\/(api|remotes|uploads|builds|_sandbox)\//.test(p) && !/\.[a-z0-9]+$/i.test(p);
}
