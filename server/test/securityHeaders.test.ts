import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, tokenFor, type TestApp } from './helpers/testApp';
import { makeAppsFolder, type AppsFolder } from './helpers/appsDir';
import { FIRST_SCREEN_START_HASH } from '../src/static/firstScreenStart';

/** The directives of a Content-Security-Policy header, by name. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

describe('security headers (helmet)', () => {
  let t: TestApp;
  let apps: AppsFolder;
  let remotesFile: string;
  const setRemotes = (config: Record<string, string>) => fs.writeFileSync(remotesFile, JSON.stringify(config));

  beforeAll(async () => {
    apps = makeAppsFolder();
    remotesFile = path.join(apps.appsDir, 'remotes.json');
    setRemotes({ mf_hotel: 'http://cdn-a.example.com:9000/mf-hotel/remoteEntry.js', mf_meeting: '/remotes/mf-meeting/remoteEntry.js' });
    t = await createTestApp({
      config: {
        serveApps: true,
        appsDir: apps.appsDir,
        uploadDir: apps.uploadDir,
        remotesConfigFile: remotesFile,
        uploadBaseUrl: 'https://img.example.com/uploads',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    apps.remove();
  });

  it('every kind of answer carries nosniff, no framing and the referrer policy', async () => {
    const [download] = await t.db.query<{ id: number }>('SELECT id FROM meeting_downloads ORDER BY id LIMIT 1');
    const token = await tokenFor(t.db, '13800138000');
    const answers: Record<string, LightMyRequestResponse> = {
      page: await t.app.inject('/'),
      'page of a route': await t.app.inject('/meeting/home/1'),
      'API JSON': await t.app.inject('/api/health'),
      'API with a login': await t.app.inject({ method: 'POST', url: '/api/user/get_profile', headers: { token } }),
      'API 401': await t.app.inject({ method: 'POST', url: '/api/user/get_profile' }),
      'API 404': await t.app.inject('/api/nothing/here'),
      'validation failure': await t.app.inject('/api/wyms/meeting/meeting/details?id=abc'),
      'malformed JSON': await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      'bad URL escape': await t.app.inject('/api/wyms/media/%ff%fe'),
      upload: await t.app.inject('/uploads/202601/picture.png'),
      'remote entry': await t.app.inject('/remotes/mf-hotel/remoteEntry.js'),
      'remote chunk': await t.app.inject('/remotes/mf-hotel/chunks/page.1234abcd.js'),
      'service worker': await t.app.inject('/remotes/mf-hotel/hotel-sw.js'),
      'remotes config': await t.app.inject('/remotes.json'),
      'shell script': await t.app.inject('/main.js'),
      download: await t.app.inject(`/api/wyms/meeting/meeting_data_download/file/${download.id}`),
      'demo picture': await t.app.inject('/api/wyms/media/cover.svg?text=x'),
      'hotel picture': await t.app.inject('/files/hotel/facade-1.svg'),
      'OpenAPI document': await t.app.inject('/api/openapi.json'),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect({ what, status: res.statusCode < 500 }).toEqual({ what, status: true });
      expect({ what, nosniff: res.headers['x-content-type-options'] }).toEqual({ what, nosniff: 'nosniff' });
      expect({ what, xfo: res.headers['x-frame-options'] }).toEqual({ what, xfo: 'DENY' });
      expect({ what, frameAncestors: csp(res)['frame-ancestors'] }).toEqual({ what, frameAncestors: ["'none'"] });
      expect({ what, referrer: res.headers['referrer-policy'] }).toEqual({ what, referrer: 'strict-origin-when-cross-origin' });
      // Remotes and uploads are loaded across origins: no CORP wall, no COEP demand.
      expect({ what, corp: res.headers['cross-origin-resource-policy'] }).toEqual({ what, corp: 'cross-origin' });
      expect({ what, coep: res.headers['cross-origin-embedder-policy'] }).toEqual({ what, coep: undefined });
    }
    // What is not a page may load nothing at all, should a browser ever render it.
    for (const what of ['API JSON', 'upload', 'remote entry', 'download', 'demo picture', 'hotel picture', 'bad URL escape']) {
      expect({ what, defaultSrc: csp(answers[what])['default-src'] }).toEqual({ what, defaultSrc: ["'none'"] });
    }
    expect(answers['remote entry'].headers['access-control-allow-origin']).toBe('*');
    expect(answers['remote chunk'].headers['access-control-allow-origin']).toBe('*');
    // A remote's service worker controls pages outside its folder, and may fetch our own files only.
    const sw = answers['service worker'];
    expect(sw.headers['service-worker-allowed']).toBe('/');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(csp(sw)).toMatchObject({ 'default-src': ["'none'"], 'connect-src': ["'self'"], 'script-src': ["'self'"] });
    expect(answers['remote chunk'].headers['service-worker-allowed']).toBeUndefined();
  });

  it("a page allows our origin, the configured remotes and the upload host, and one inline script: the first screen's start, by its hash", async () => {
    const policy = csp(await t.app.inject('/'));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      FIRST_SCREEN_START_HASH,
      'https://res.wx.qq.com',
      'http://cdn-a.example.com:9000',
    ]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'http://cdn-a.example.com:9000', 'https://img.example.com']);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://thirdwx.qlogo.cn',
      'https://wx.qlogo.cn',
      'http://cdn-a.example.com:9000',
      'https://img.example.com',
    ]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", 'http://cdn-a.example.com:9000']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    // WebAssembly may be compiled (the QR decoder); JavaScript strings may never be evaluated.
    expect(Object.values(policy).flat().join(' ').replaceAll("'wasm-unsafe-eval'", '')).not.toMatch(/unsafe-eval|\*/);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('follows the remotes config as it changes, page load by page load', async () => {
    setRemotes({ mf_hotel: 'https://cdn-b.example.net/mf-hotel/2026-01-01/remoteEntry.js', mf_verify: 'not a url' });
    const policy = csp(await t.app.inject('/hotel/list/1'));
    expect(policy['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      FIRST_SCREEN_START_HASH,
      'https://res.wx.qq.com',
      'https://cdn-b.example.net',
    ]);
    expect(policy['connect-src']).not.toContain('http://cdn-a.example.com:9000');
  });

  it('hands the page its remotes config as data and preloads the entry of the remote owning the path', async () => {
    setRemotes({
      mf_hotel: 'https://cdn-b.example.net/mf-hotel/remoteEntry.js?v="2"',
      mf_meeting: '/remotes/mf-meeting/remoteEntry.js',
      mf_verify: '</script><script>alert(1)</script>',
    });
    const hotel = (await t.app.inject('/hotel/list/1')).body;
    const block = /<script type="application\/json" id="remotes-config">(.*?)<\/script>/.exec(hotel);
    expect(JSON.parse(block![1])).toEqual({
      mf_hotel: 'https://cdn-b.example.net/mf-hotel/remoteEntry.js?v="2"',
      mf_meeting: '/remotes/mf-meeting/remoteEntry.js',
      mf_verify: '</script><script>alert(1)</script>',
    });
    // Nothing in the config can end the data block or start a script: the page's scripts are its two data
    // blocks (the remotes config, the answers to its first calls) and main.js.
    expect(hotel.match(/<script[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script [^>]*src="\/main\.js/),
      '<script type="application/json" id="remotes-config">',
      // A meeting's hotels ask a visitor to log in and call nothing else: the answers are the page's whole first screen.
      '<script type="application/json" id="first-answers" data-whole>',
    ]);
    expect(hotel).toContain('<link rel="preload" as="script" href="https://cdn-b.example.net/mf-hotel/remoteEntry.js?v=&quot;2&quot;">');
    expect((await t.app.inject('/')).body).toContain('<link rel="preload" as="script" href="/remotes/mf-meeting/remoteEntry.js">');
    expect((await t.app.inject('/redirect?to=x')).body).not.toContain('rel="preload"');
  });
});
