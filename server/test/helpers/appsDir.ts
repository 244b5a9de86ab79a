import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './testApp';

export interface AppsFolder {
  /** The folder to give as `appsDir`: shell/dist and mf-hotel/dist as a build leaves them. */
  appsDir: string;
  uploadDir: string;
  remove(): void;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4830000000049454e44ae426082',
  'hex',
);

function write(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Builds of the shell and one remote, and one upload, small but shaped like the real ones, in a folder of their own. */
export function makeAppsFolder(): AppsFolder {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'conf-apps-'));
  const appsDir = path.join(root, 'apps');
  write(
    path.join(appsDir, 'shell/dist/index.html'),
    '<!doctype html><html><head><title>会议酒店</title><script defer src="/main.js"></script><style>body{margin:0}</style></head><body><div id="root"></div></body></html>',
  );
  write(path.join(appsDir, 'shell/dist/main.js'), 'console.log("shell")');
  write(path.join(appsDir, 'mf-hotel/dist/remoteEntry.js'), 'var mf_hotel = {}');
  write(path.join(appsDir, 'mf-hotel/dist/chunks/page.1234abcd.js'), 'console.log("page")');
  write(path.join(appsDir, 'mf-hotel/dist/hotel-sw.js'), 'self.addEventListener("fetch", () => {})');
  const uploadDir = path.join(root, 'uploads');
  write(path.join(uploadDir, '202601/picture.png'), PNG);
  return { appsDir, uploadDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** An API that serves the apps too, from a folder of its own (makeAppsFolder), for tests of the pages it writes. */
export async function createSiteApp(): Promise<{ t: TestApp; page(url: string): Promise<string>; close(): Promise<void> }> {
  const apps = makeAppsFolder();
  const t = await createTestApp({ config: { serveApps: true, appsDir: apps.appsDir, uploadDir: apps.uploadDir } });
  return {
    t,
    page: async (url) => (await t.app.inject(url)).body,
    close: async () => {
      await t.close();
      apps.remove();
    },
  };
}
