import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import helmet, { type HelmetOptions } from 'helmet';
import type { ServerConfig } from '../config';
import { remotesConfig } from '../static/remotesConfig';
import { FIRST_SCREEN_START_HASH } from '../static/firstScreenStart';

type Directives = Record<string, string[]>;

const SELF = "'self'";
const NONE = "'none'";

/**
 * Everything that is not a page (JSON, remotes' scripts, uploads, pictures, downloads) may load
 * nothing and be framed by nobody: should a browser ever render one of them as a document, it is inert.
 */
const RESOURCE_DIRECTIVES: Directives = { defaultSrc: [NONE], frameAncestors: [NONE], baseUri: [NONE], formAction: [NONE] };

/**
 * The headers of every answer. Choices that differ from helmet's defaults:
 * - Cross-Origin-Resource-Policy `cross-origin`: a remote may be deployed on another origin and the
 *   shell loads its scripts from there; uploads may live on UPLOAD_BASE_URL's host and pictures are
 *   shown by pages of other origins. `same-origin` (the default) would make the browser refuse them.
 *   Nothing here relies on CORP for secrecy: the API authenticates by a header a browser never adds by itself.
 * - Cross-Origin-Embedder-Policy off (helmet's default, stated on purpose): `require-corp` would demand
 *   CORP or CORS from every cross-origin remote chunk and upload the shell loads.
 * - Cross-Origin-Opener-Policy `same-origin-allow-popups`: the page keeps its own browsing context
 *   group, yet a payment or sign-in popup it opens still works.
 * - X-Frame-Options DENY and frame-ancestors 'none' (the default is SAMEORIGIN): no page is framed, not even by us.
 * - Referrer-Policy `strict-origin-when-cross-origin`: other sites see our origin only, never a path
 *   with ids or search terms; payment gateways that check the referring site still see it.
 * - No upgrade-insecure-requests: the site also runs on plain http (127.0.0.1, behind a TLS proxy),
 *   where upgrading every subresource to https would break it. HSTS stays on (browsers honour it only over https).
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: RESOURCE_DIRECTIVES },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** The http(s) origin of an absolute URL, or undefined for a relative one (same origin) or a bad one. */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * WeChat's JS-SDK, loaded by pages only inside WeChat's browser (shared/src/wechat/jssdk.ts), and the hosts
 * of WeChat users' head pictures (sns/userinfo's headimgurl).
 */
const WECHAT_SCRIPT = 'https://res.wx.qq.com';
const WECHAT_AVATARS = ['https://thirdwx.qlogo.cn', 'https://wx.qlogo.cn'];

const unique = (xs: (string | undefined)[]) => [...new Set(xs.filter((x): x is string => !!x))];

/**
 * The page's Content-Security-Policy: our own origin, the origins of the remotes configured right now
 * (REMOTES_CONFIG_FILE is read on every request, so a remote moved to another origin is allowed on
 * the next page load) and the upload host. One inline script, named by its hash: the one that starts the shell
 * after a page's first screen (firstScreenStart.ts); no other runs.
 */
export function pageDirectives(
  config: Pick<ServerConfig, 'remotesConfigFile' | 'appsDir' | 'uploadBaseUrl'>,
  remotesJson = remotesConfig(config),
): Directives {
  const remotes = unique(Object.values(remotesJson).map(originOf));
  const uploads = unique([originOf(config.uploadBaseUrl)]);
  return {
    defaultSrc: [SELF],
    // 'wasm-unsafe-eval' lets the page compile WebAssembly (the scanner's QR decoder, a file of our build);
    // it allows no eval of JavaScript strings.
    scriptSrc: [SELF, "'wasm-unsafe-eval'", FIRST_SCREEN_START_HASH, WECHAT_SCRIPT, ...remotes],
    scriptSrcAttr: [NONE],
    // 'unsafe-inline' for the style attributes that sanitised rich text (articles, agreements) keeps for
    // its layout; the apps' own CSS comes as files. Inline styles cannot run script.
    styleSrc: [SELF, "'unsafe-inline'", ...remotes],
    imgSrc: [SELF, 'data:', 'blob:', ...WECHAT_AVATARS, ...remotes, ...uploads],
    fontSrc: [SELF, 'data:', ...remotes],
    // Remotes' chunks and data may come from their own origins; uploads may go to the upload host.
    connectSrc: [SELF, ...remotes, ...uploads],
    mediaSrc: [SELF, 'blob:', ...uploads],
    workerSrc: [SELF, 'blob:'],
    manifestSrc: [SELF],
    objectSrc: [NONE],
    baseUri: [SELF],
    formAction: [SELF],
    frameAncestors: [NONE],
  };
}

/**
 * A service worker's own policy (a remote's `*-sw.js`): it fetches and caches files of our origin for the
 * pages it controls (connect-src), and loads nothing else.
 */
export const SERVICE_WORKER_POLICY =
  "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Security headers on every answer (helmet's onRequest hook); pages get theirs with pageHeaders. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
}

/**
 * A page's headers: the same set, with the page's own Content-Security-Policy. `remotesJson`: the remotes
 * config when the caller has read it already (the shell's page carries it).
 */
export function pageHeaders(reply: FastifyReply, config: ServerConfig, remotesJson?: Record<string, string>): void {
  reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(config, remotesJson) } });
}

/**
 * The same headers for answers Fastify gives before any hook runs (a bad URL escape): helmet itself,
 * with the options the plugin uses, applied to the raw response.
 */
const rawHelmet = helmet(HELMET_OPTIONS);
export function rawSecurityHeaders(reply: FastifyReply): void {
  rawHelmet(reply.request.raw, reply.raw, () => undefined);
}
