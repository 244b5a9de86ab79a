import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from './helpers/testApp';
import { makeAppsFolder, type AppsFolder } from './helpers/appsDir';

/*
 * A remote's page of its own (page.html in its build: mf-verify's check-in pages) answers for the paths the
 * remote owns when the site serves that remote's own build; otherwise, and for every other path, the shell's.
 */
describe("a remote's page of its own", () => {
  let t: TestApp;
  let apps: AppsFolder;
  let remotesFile: string;
  const verifyDist = (name: string) => path.join(apps.appsDir, 'mf-verify/dist', name);
  const PAGE =
    '<!doctype html><html><head><script defer src=/remotes/mf-verify/page.js></script><link href=/remotes/mf-verify/page.0a1b2c3d.css rel=stylesheet></head><body><div id=root></div></body></html>';

  beforeAll(async () => {
    apps = makeAppsFolder();
    remotesFile = path.join(apps.appsDir, 'remotes.json');
    fs.mkdirSync(verifyDist(''), { recursive: true });
    fs.writeFileSync(verifyDist('remoteEntry.js'), 'var mf_verify = {}');
    fs.writeFileSync(verifyDist('page.html'), PAGE);
    fs.writeFileSync(verifyDist('page.js'), 'console.log("check-in")');
    fs.writeFileSync(verifyDist('page.0a1b2c3d.css'), 'body{margin:0}');
    t = await createTestApp({
      seed: false,
      config: { serveApps: true, appsDir: apps.appsDir, uploadDir: apps.uploadDir, remotesConfigFile: remotesFile },
    });
  }, 120_000);
  afterEach(() => fs.rmSync(remotesFile, { force: true }));
  afterAll(async () => {
    await t.close();
    apps.remove();
  });

  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

  it.each(['/verify', '/verify/2', '/verify/2/scan?from=list'])(
    'answers %s, its files named with their versions, with the page policy and no caching',
    async (url) => {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<script defer src="\/remotes\/mf-verify\/page\.js\?v=[0-9a-f]{8}"><\/script>/);
      expect(res.body).toMatch(/<link href="\/remotes\/mf-verify\/page\.0a1b2c3d\.css\?v=[0-9a-f]{8}" rel=stylesheet>/);
      expect(res.body).not.toContain('remotes-config');
      expect(res.headers['cache-control']).toBe('no-cache, no-transform');
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  it("loads the fallback before its own script, and gives the shell's page when asked with via=shell", async () => {
    const body = (await page('/verify')).body;
    expect(body.indexOf('<script defer src="/page-fallback.js"></script>')).toBeGreaterThan(-1);
    expect(body.indexOf('/page-fallback.js')).toBeLessThan(body.indexOf('/remotes/mf-verify/page.js'));
    const fallback = await t.app.inject({ url: '/page-fallback.js' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-type']).toMatch(/^text\/javascript/);
    expect(fallback.body).toContain('via=shell');
    for (const url of ['/verify?via=shell', '/verify/2?day=1&via=shell']) {
      const res = await page(url);
      expect({ url, shell: res.body.includes('id="remotes-config"') }).toEqual({ url, shell: true });
    }
  });

  it("leaves every other path to the shell's page", async () => {
    for (const url of ['/', '/mine', '/verifying', '/hotel/list/1']) {
      const res = await page(url);
      expect({ url, shell: res.body.includes('id="remotes-config"') }).toEqual({ url, shell: true });
      expect(res.body).not.toContain('/remotes/mf-verify/page.js');
    }
  });

  it('is not used when the config names a build of the remote elsewhere: that build loads through the shell', async () => {
    fs.writeFileSync(remotesFile, JSON.stringify({ mf_verify: 'https://cdn.example.com/mf-verify/2026-11-24/remoteEntry.js' }));
    const res = await page('/verify');
    expect(res.body).toContain('id="remotes-config"');
    expect(res.body).toContain('https://cdn.example.com/mf-verify/2026-11-24/remoteEntry.js');
    expect(res.body).not.toContain('page.js');
  });

  it("falls back to the shell's page when the remote's build has no page of its own", async () => {
    fs.renameSync(verifyDist('page.html'), verifyDist('page.html.away'));
    try {
      const res = await page('/verify');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="remotes-config"');
    } finally {
      fs.renameSync(verifyDist('page.html.away'), verifyDist('page.html'));
    }
  });
});
