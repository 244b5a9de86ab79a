import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from './helpers/testApp';
import { makeAppsFolder, type AppsFolder } from './helpers/appsDir';
import { contentVersion } from '../src/static/contentVersion';
import { FIRST_SCREEN_START_HASH } from '../src/static/firstScreenStart';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const versionOf = (content: string) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);

/** A file with its pre-compressed twins, as the builds leave them. */
function writeBuilt(file: string, content: string): void {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

describe('entry files: versioned URLs are cached for good, the rest revalidated', () => {
  let t: TestApp;
  let apps: AppsFolder;
  let remotesFile: string;
  const shellFile = (name: string) => path.join(apps.appsDir, 'shell/dist', name);
  const hotelEntry = () => path.join(apps.appsDir, 'mf-hotel/dist/remoteEntry.js');
  const get = (url: string, encoding = 'br, gzip') => t.app.inject({ url, headers: { 'accept-encoding': encoding } });
  const remotesJson = async () => (await get('/remotes.json')).json<Record<string, string>>();
  // Pages are compressed on the fly like any answer: read them as sent to a client that asks for none.
  const getPage = (url: string) => get(url, 'identity');

  beforeAll(async () => {
    apps = makeAppsFolder();
    remotesFile = path.join(apps.appsDir, 'remotes.json');
    // The page as HtmlWebpackPlugin writes it: minified, attributes unquoted.
    fs.writeFileSync(
      shellFile('index.html'),
      '<!doctype html><html><head><link rel=icon href=data:,><script defer src=/main.js></script><link href=/main.0a1b2c3d.css rel=stylesheet></head><body><div id=root></div></body></html>',
    );
    writeBuilt(shellFile('main.js'), 'console.log("the shell");'.repeat(80));
    fs.writeFileSync(shellFile('main.0a1b2c3d.css'), 'body{margin:0}');
    writeBuilt(hotelEntry(), 'var mf_hotel = {};'.repeat(80));
    t = await createTestApp({
      seed: false,
      config: { serveApps: true, appsDir: apps.appsDir, uploadDir: apps.uploadDir, remotesConfigFile: remotesFile },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    apps.remove();
  });

  it("the shell's page names main.js and its stylesheet with the versions of their contents", async () => {
    const html = (await getPage('/')).body;
    expect(html).toContain(`<script defer src="/main.js?v=${versionOf(fs.readFileSync(shellFile('main.js'), 'utf8'))}"></script>`);
    expect(html).toContain(`<link href="/main.0a1b2c3d.css?v=${versionOf('body{margin:0}')}" rel=stylesheet>`);
    expect(html).toContain('<link rel=icon href=data:,>');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('main.js at its version is immutable, in every encoding (accepting %s)', async (accept, encoding) => {
    const v = versionOf(fs.readFileSync(shellFile('main.js'), 'utf8'));
    const res = await get(`/main.js?v=${v}`, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('main.js without a version or with a stale one is revalidated', async () => {
    for (const url of ['/main.js', '/main.js?v=00000000', '/main.js?v=', '/main.js?x=1']) {
      const res = await get(url);
      expect({ url, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({ url, status: 200, cache: 'no-cache' });
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it("the remotes config names each local remote's entry with its version, everywhere the page uses it", async () => {
    const entry = `/remotes/mf-hotel/remoteEntry.js?v=${versionOf(fs.readFileSync(hotelEntry(), 'utf8'))}`;
    expect((await remotesJson()).mf_hotel).toBe(entry);
    const page = await getPage('/hotel/list/1');
    const block = /<script type="application\/json" id="remotes-config">(.*?)<\/script>/.exec(page.body)!;
    expect(JSON.parse(block[1]).mf_hotel).toBe(entry);
    expect(page.body).toContain(`<link rel="preload" as="script" href="${entry}">`);
    // A same-origin entry with a query is still our own origin to the policy.
    expect(String(page.headers['content-security-policy'])).toContain(
      `script-src 'self' 'wasm-unsafe-eval' ${FIRST_SCREEN_START_HASH} https://res.wx.qq.com;`,
    );

    const res = await get(entry);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/remotes/mf-hotel/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mf-hotel/remoteEntry.js?v=ffffffff')).headers['cache-control']).toBe('no-cache');
  });

  it('a build copied over the old one gets its new version on the next request, without a restart', async () => {
    const oldEntry = (await remotesJson()).mf_hotel;
    const oldMain = /src="(\/main\.js\?v=\w+)"/.exec((await getPage('/')).body)![1];
    // The same sizes: only the contents differ.
    writeBuilt(hotelEntry(), 'var mf_hotel = [];'.repeat(80));
    writeBuilt(shellFile('main.js'), 'console.log("the SHELL");'.repeat(80));

    const newEntry = (await remotesJson()).mf_hotel;
    expect(newEntry).toBe(`/remotes/mf-hotel/remoteEntry.js?v=${versionOf('var mf_hotel = [];'.repeat(80))}`);
    expect((await get(newEntry)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get(oldEntry)).headers['cache-control']).toBe('no-cache');

    const newMain = /src="(\/main\.js\?v=\w+)"/.exec((await getPage('/')).body)![1];
    expect(newMain).toBe(`/main.js?v=${versionOf('console.log("the SHELL");'.repeat(80))}`);
    expect((await get(newMain)).headers['cache-control']).toBe(IMMUTABLE);
    const stale = await get(oldMain);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(stale.rawPayload).toString()).toBe('console.log("the SHELL");'.repeat(80));
  });

  it('a config file given by REMOTES_CONFIG_FILE is used as written, a version or none', async () => {
    const written = {
      mf_hotel: 'https://cdn.example.com/mf-hotel/2026-05-01/remoteEntry.js?v=abc',
      mf_meeting: '/remotes/mf-meeting/remoteEntry.js',
    };
    fs.writeFileSync(remotesFile, JSON.stringify(written));
    try {
      expect(await remotesJson()).toEqual(written);
      const page = await getPage('/hotel/list/1');
      expect(page.body).toContain(`<link rel="preload" as="script" href="${written.mf_hotel}">`);
      expect(String(page.headers['content-security-policy'])).toContain(
        `script-src 'self' 'wasm-unsafe-eval' ${FIRST_SCREEN_START_HASH} https://res.wx.qq.com https://cdn.example.com;`,
      );
    } finally {
      fs.rmSync(remotesFile);
    }
  });
});

describe('contentVersion', () => {
  let apps: AppsFolder;
  beforeAll(() => (apps = makeAppsFolder()));
  afterAll(() => apps.remove());

  it('reads a file once while it stays the same, again once it changes; none for a missing file', () => {
    const file = path.join(apps.appsDir, 'mf-hotel/dist/remoteEntry.js');
    const read = jest.spyOn(fs, 'readFileSync');
    try {
      const first = contentVersion(file);
      expect(first).toBe(versionOf(fs.readFileSync(file, 'utf8')));
      read.mockClear();
      expect(contentVersion(file)).toBe(first);
      expect(read).not.toHaveBeenCalled();
      fs.writeFileSync(file, 'var mf_hotel = { v: 2 }');
      expect(contentVersion(file)).toBe(versionOf('var mf_hotel = { v: 2 }'));
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
    expect(contentVersion(path.join(apps.appsDir, 'mf-hotel/dist/nothing.js'))).toBeUndefined();
    expect(contentVersion(path.join(apps.appsDir, 'mf-hotel/dist'))).toBeUndefined();
  });
});
