import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from './helpers/testApp';
import { makeAppsFolder, type AppsFolder } from './helpers/appsDir';

describe('serving the builds', () => {
  let t: TestApp;
  let apps: AppsFolder;
  const chunk = 'mf-hotel/dist/chunks/page.1234abcd.js';
  const source = 'console.log("a page of hotels");'.repeat(80);

  beforeAll(async () => {
    apps = makeAppsFolder();
    const file = path.join(apps.appsDir, chunk);
    fs.writeFileSync(file, source);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source));
    t = await createTestApp({ seed: false, config: { serveApps: true, appsDir: apps.appsDir, uploadDir: apps.uploadDir } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    apps.remove();
  });

  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
  ])('sends the compressed twin built beside a file (accepting %s)', async (accept, encoding, decode) => {
    const res = await t.app.inject({ url: '/remotes/mf-hotel/chunks/page.1234abcd.js', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.rawPayload).toString()).toBe(source);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const res = await t.app.inject({ url: '/remotes/mf-hotel/chunks/page.1234abcd.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(source);
  });
});
