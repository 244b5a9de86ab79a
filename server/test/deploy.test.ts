import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../src/http/bodies';
import { contentVersion } from '../src/static/contentVersion';
import { makeAppsFolder, type AppsFolder } from './helpers/appsDir';
import { checkConfig, NGINX, nginxConfig, startNginx, type Nginx } from './helpers/nginx';
import { createTestApp, type TestApp } from './helpers/testApp';
import { freePort } from './drills/processes';

/*
 * The deployment recipe (deploy/nginx/render.cjs): nginx accepts what it renders, and in front of two
 * instances it spreads requests, survives one going away, hands the instances the client's address
 * (not one the client wrote), takes uploads up to the API's limit, and caches what may be cached.
 */
const withNginx = NGINX ? describe : describe.skip;
if (!NGINX) console.warn('deploy.test.ts skipped: nginx is not installed (apt-get install nginx; npm test installs it as root)');

describe('the nginx recipe', () => {
  it('allows bodies as large as the API takes uploads, and not much more', () => {
    const [, size] = /client_max_body_size (\d+)m;/.exec(nginxConfig({ instances: ['127.0.0.1:8101'], appsDir: '/srv/conference' })) ?? [];
    expect(Number(size) * 1024 * 1024).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(Number(size) * 1024 * 1024).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 1024 * 1024);
  });

  it('lists each instance with passive health checks', () => {
    const text = nginxConfig({ instances: ['10.0.0.11:8080', '10.0.0.12:8080', '10.0.0.13:8080'], appsDir: '/srv/conference' });
    expect(text.match(/^ {4}server 10\.0\.0\.1\d:8080 max_fails=3 fail_timeout=10s;$/gm)).toHaveLength(3);
    expect(text).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });
});

withNginx(`the nginx recipe, checked by nginx${NGINX ? '' : ' (skipped: nginx is not installed)'}`, () => {
  it('passes nginx -t, plain and with TLS', () => {
    const plain = checkConfig(
      nginxConfig({ instances: ['127.0.0.1:8101', '127.0.0.1:8102'], appsDir: '/srv/conference', listen: '127.0.0.1:8443' }),
    );
    expect(plain).toMatchObject({ status: 0, output: expect.stringContaining('test is successful') });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-tls-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-subj',
          '/CN=meeting.example.com',
          '-days',
          '1',
          '-keyout',
          `${dir}/key.pem`,
          '-out',
          `${dir}/cert.pem`,
        ],
        { stdio: 'ignore' },
      );
      const tls = checkConfig(
        nginxConfig({ instances: ['127.0.0.1:8101'], appsDir: '/srv/conference', tls: { cert: `${dir}/cert.pem`, key: `${dir}/key.pem` } }),
      );
      expect(tls).toMatchObject({ status: 0, output: expect.stringContaining('test is successful') });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // And nginx -t does refuse a broken one: the check can fail.
    expect(checkConfig('upstream conference_api {}').status).not.toBe(0);
  });

  describe('in front of two instances', () => {
    let apps: AppsFolder;
    let t: TestApp;
    let second: FastifyInstance;
    let nginx: Nginx;
    let made = 0;
    beforeAll(async () => {
      apps = makeAppsFolder();
      t = await createTestApp({
        seed: false,
        env: { TRUST_PROXY: 'true' },
        config: { serveApps: true, appsDir: apps.appsDir, uploadDir: apps.uploadDir },
        extend(app) {
          const instance = (made += 1);
          app.get('/api/test/who', async (req) => ({ instance, ip: req.ip }));
        },
      });
      const first = new URL(await t.listen()).port;
      second = await t.secondInstance();
      await second.listen({ port: 0, host: '127.0.0.1' });
      const secondPort = (second.server.address() as { port: number }).port;
      nginx = await startNginx({
        port: await freePort(),
        instances: [`127.0.0.1:${first}`, `127.0.0.1:${secondPort}`],
        appsDir: apps.appsDir,
      });
    }, 60_000);
    afterAll(async () => {
      await nginx?.stop();
      await t?.close();
      apps?.remove();
    });

    const who = async (headers: Record<string, string> = {}) =>
      (await (await fetch(`${nginx.base}/api/test/who`, { headers })).json()) as { instance: number; ip: string };

    it('spreads requests over both instances and gives them the address nginx saw, not one the client wrote', async () => {
      const seen = await Promise.all(Array.from({ length: 6 }, () => who({ 'x-forwarded-for': '203.0.113.7' })));
      expect(new Set(seen.map((s) => s.instance))).toEqual(new Set([1, 2]));
      expect(new Set(seen.map((s) => s.ip))).toEqual(new Set(['127.0.0.1']));
    });

    it('caches built chunks for a year from disk, and asks again for entries without a version, manifests and pages', async () => {
      const head = async (url: string) => {
        const res = await fetch(`${nginx.base}${url}`);
        await res.arrayBuffer();
        return `${res.status} ${res.headers.get('cache-control')}`;
      };
      expect(await head('/remotes/mf-hotel/chunks/page.1234abcd.js')).toBe('200 public, max-age=31536000, immutable');
      expect(await head('/remotes/mf-hotel/remoteEntry.js')).toBe('200 no-cache');
      const version = contentVersion(path.join(apps.appsDir, 'mf-hotel/dist/remoteEntry.js'));
      expect(await head(`/remotes/mf-hotel/remoteEntry.js?v=${version}`)).toBe('200 public, max-age=31536000, immutable');
      expect(await head('/remotes.json')).toBe('200 no-cache');
      expect(await head('/hotel/list')).toBe('200 no-cache, no-transform');
      expect(await head('/metrics')).toMatch(/^404 /);
    });

    it('refuses a body larger than the upload limit before it reaches an instance', async () => {
      const form = new FormData();
      form.append('file', new Blob([Buffer.alloc(7 * 1024 * 1024)]), 'big.png');
      const res = await fetch(`${nginx.base}/api/common/upload`, { method: 'POST', body: form });
      expect(res.status).toBe(413);
    });

    it('keeps answering when one instance goes away', async () => {
      await second.close();
      const after = await Promise.all(Array.from({ length: 6 }, () => who()));
      expect(after.map((s) => s.instance)).toEqual([1, 1, 1, 1, 1, 1]);
    });
  });
});
